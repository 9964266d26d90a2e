import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchResult } from '@app/contract';
import { renderWithApp } from '../../../test-utils.tsx';
import { searchSpotlight, SearchSpotlight } from './search-spotlight.tsx';

afterEach(() => {
  act(() => searchSpotlight.close());
  vi.unstubAllGlobals();
});

/** Three files found; each answer's second lines say which answer it is. */
function stubSearch() {
  let answers = 0;
  const fetch = vi.fn(() => {
    answers += 1;
    const data: SearchResult = {
      q: 'Mehta',
      groups: [
        {
          type: 'booking',
          label: 'Bookings',
          has_more: false,
          items: [1, 2, 3].map((id) => ({
            id,
            label: `TF-2026-0000${id} · Mehta`,
            detail: `answer ${answers}`,
          })),
        },
      ],
    };
    return Promise.resolve(
      new Response(JSON.stringify({ success: true, data }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const selected = () =>
  screen
    .getAllByRole('button')
    .filter((b) => b.hasAttribute('data-action') && b.getAttribute('data-selected') === 'true')
    .map((b) => b.textContent);

describe('the search', () => {
  it('chooses the first result of a new search, and keeps a person’s place when the same search is refreshed', async () => {
    const fetch = stubSearch();
    const user = userEvent.setup();
    const { client } = renderWithApp(<SearchSpotlight />);
    act(() => searchSpotlight.open());
    await user.type(await screen.findByRole('textbox', { name: 'Search everything' }), 'Mehta');
    await screen.findByText('TF-2026-00003 · Mehta');
    expect(selected()).toEqual(['TF-2026-00001 · Mehtaanswer 1']);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(selected()).toEqual(['TF-2026-00003 · Mehtaanswer 1']);
    // The answer goes stale and comes back changed while the person is on the third file.
    await act(() => client.invalidateQueries({ queryKey: ['search'] }));
    await screen.findAllByText('answer 2');
    expect(fetch).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(selected()).toEqual(['TF-2026-00003 · Mehtaanswer 2']));
  });
});
