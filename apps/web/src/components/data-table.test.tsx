import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test-utils.tsx';
import type { Column } from './data-table.tsx';
import { DataTable } from './data-table.tsx';

interface Row {
  id: number;
  sale: string;
}
const columns: Column<Row>[] = [
  { key: 'id', header: 'File', cell: (r) => r.id },
  { key: 'sale', header: 'Sale', sortKey: 'sale_amount', cell: (r) => r.sale },
];
const table = (value: string, onChange: (v: string) => void) => (
  <DataTable
    columns={columns}
    rows={[{ id: 1, sale: '10' }]}
    rowKey={(r) => r.id}
    loading={false}
    emptyText="None"
    sort={{ value, onChange }}
  />
);

/** The list's URL state stand-in: the table shows the order it last asked for. */
function Harness({ onChange }: { onChange: (v: string) => void }) {
  const [value, setValue] = useState('');
  return table(value, (v) => {
    onChange(v);
    setValue(v);
  });
}

describe('DataTable sort headers', () => {
  it('sorts ascending first, then toggles, by keyboard too', async () => {
    const onChange = vi.fn();
    renderWithApp(<Harness onChange={onChange} />);
    const header = () => screen.getByRole('columnheader', { name: /Sale/ });
    const button = () => screen.getByRole('button', { name: /Sale/ });
    expect(header()).toHaveAttribute('aria-sort', 'none');
    // Only columns with a sortKey get a button and aria-sort.
    expect(screen.getByRole('columnheader', { name: 'File' })).not.toHaveAttribute('aria-sort');
    await userEvent.click(button());
    expect(onChange).toHaveBeenLastCalledWith('sale_amount');
    expect(header()).toHaveAttribute('aria-sort', 'ascending');
    button().focus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('-sale_amount');
    expect(header()).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(button());
    expect(onChange).toHaveBeenLastCalledWith('sale_amount');
  });
});
