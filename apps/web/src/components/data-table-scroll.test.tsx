import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test-utils.tsx';
import { DataTable } from './data-table.tsx';

type Row = { id: number; name: string };
const figures = [{ key: 'name', header: 'Name', cell: (r: Row) => r.name }];
const linked = [
  { key: 'name', header: 'Name', cell: (r: Row) => <a href={`/x/${r.id}`}>{r.name}</a> },
];

describe('a table wider than its box', () => {
  // jsdom lays nothing out: every element reports the width of a table that overflows.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(1200);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
  });
  afterEach(() => vi.restoreAllMocks());

  it('of figures alone is a named region the keyboard can reach and scroll', () => {
    renderWithApp(
      <DataTable
        caption="Receivables"
        columns={figures}
        rows={[{ id: 1, name: 'Asha' }]}
        loading={false}
        emptyText="None"
      />,
    );
    const region = screen.getByRole('region', { name: 'Receivables' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByText('Asha'));
  });

  it('of links adds no stop to the tab order (its links scroll it into view)', () => {
    renderWithApp(
      <DataTable
        caption="Agents"
        columns={linked}
        rows={[{ id: 1, name: 'Asha' }]}
        loading={false}
        emptyText="None"
      />,
    );
    expect(screen.queryByRole('region', { name: 'Agents' })).toBeNull();
    expect(document.querySelector('[tabindex="0"]')).toBeNull();
  });
});

it('a table that fits adds no stop to the tab order', () => {
  renderWithApp(
    <DataTable
      caption="Branches"
      columns={figures}
      rows={[{ id: 1, name: 'Goa' }]}
      loading={false}
      emptyText="None"
    />,
  );
  expect(screen.queryByRole('region', { name: 'Branches' })).toBeNull();
});
