import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test-utils.tsx';
import { SearchInput } from './search-input.tsx';

describe('the list search box', () => {
  it('keeps what is typed after a pause when the list catches up late', async () => {
    const onChange = vi.fn();
    const view = renderWithApp(<SearchInput value="" onChange={onChange} placeholder="Search" />);
    const box = screen.getByRole('textbox', { name: 'Search' });
    const user = userEvent.setup();
    await user.type(box, 'kavya.53');
    // A pause in typing: the list is asked for what is there so far.
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('kavya.53'));
    await user.type(box, '4798@agency');
    // The address (and so the value) only now shows the first part, on a busy machine.
    view.rerender(<SearchInput value="kavya.53" onChange={onChange} placeholder="Search" />);
    expect(box).toHaveValue('kavya.534798@agency');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('kavya.534798@agency'));
  });

  it('shows a search changed elsewhere (cleared filters, the Back button)', async () => {
    const onChange = vi.fn();
    const view = renderWithApp(<SearchInput value="" onChange={onChange} placeholder="Search" />);
    const box = screen.getByRole('textbox', { name: 'Search' });
    await userEvent.setup().type(box, 'dubai');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('dubai'));
    view.rerender(<SearchInput value="dubai" onChange={onChange} placeholder="Search" />);
    view.rerender(<SearchInput value="" onChange={onChange} placeholder="Search" />);
    expect(box).toHaveValue('');
    view.rerender(<SearchInput value="mehta" onChange={onChange} placeholder="Search" />);
    expect(box).toHaveValue('mehta');
  });
});
