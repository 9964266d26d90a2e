import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test-utils.tsx';
import { Pager, pageItems } from './pager.tsx';

describe('pageItems', () => {
  it('lists every page in "all" mode', () => {
    expect(pageItems(2, 4, 'all')).toEqual([1, 2, 3, 4]);
  });
  it('shows at most 5 pages around the current one in "window" mode', () => {
    expect(pageItems(1, 12, 'window')).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(7, 12, 'window')).toEqual([5, 6, 7, 8, 9]);
    expect(pageItems(12, 12, 'window')).toEqual([8, 9, 10, 11, 12]);
    expect(pageItems(2, 3, 'window')).toEqual([1, 2, 3]);
  });
  it('keeps first, last and neighbours with gaps in "ellipses" mode', () => {
    expect(pageItems(6, 12, 'ellipses')).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(pageItems(1, 12, 'ellipses')).toEqual([1, 2, 'gap', 12]);
    expect(pageItems(2, 3, 'ellipses')).toEqual([1, 2, 3]);
  });
});

describe('Pager', () => {
  it('renders nothing for a single page', () => {
    renderWithApp(<Pager page={1} lastPage={1} onChange={() => {}} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
  it('moves with Previous, Next and the numbers', async () => {
    const onChange = vi.fn();
    renderWithApp(<Pager page={2} lastPage={3} onChange={onChange} mode="all" />);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onChange.mock.calls).toEqual([[1], [3], [3]]);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });
  it('disables Previous on the first page and Next on the last', () => {
    renderWithApp(<Pager page={1} lastPage={2} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });
});
