import '@mantine/spotlight/styles.css';
import { Box, Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { createSpotlight, Spotlight, useSpotlight } from '@mantine/spotlight';
import {
  IconArrowsExchange,
  IconBriefcase,
  IconBuildingBank,
  IconCash,
  IconFileText,
  IconMessageQuestion,
  IconReceipt,
  IconSearch,
  IconUser,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SearchType } from '@app/contract';
import { hitPath, useSearch } from '../api/search-api.ts';

/** The search's own store, so the top bar opens it (and Ctrl+K toggles it) from outside. */
export const [searchStore, searchSpotlight] = createSpotlight();

const ICONS: Record<SearchType, ReactNode> = {
  booking: <IconFileText size={20} stroke={1.5} />,
  enquiry: <IconMessageQuestion size={20} stroke={1.5} />,
  receipt: <IconReceipt size={20} stroke={1.5} />,
  agent_payment: <IconCash size={20} stroke={1.5} />,
  agent: <IconBriefcase size={20} stroke={1.5} />,
  staff: <IconUser size={20} stroke={1.5} />,
  account: <IconBuildingBank size={20} stroke={1.5} />,
  transaction: <IconArrowsExchange size={20} stroke={1.5} />,
};

/**
 * A new search's results are new buttons: the first is chosen, so Enter opens it and the arrow
 * keys move on from it. Spotlight chooses the first only as a query is typed (before the server has
 * answered) and does not export that step: this is its own, through the public store (the
 * chosen button carries `data-selected`, the store its index).
 */
function chooseFirst() {
  const list = document.getElementById(searchStore.getState().listId);
  const first = list?.querySelector('[data-action]');
  if (!first) return;
  list?.querySelector('[data-selected]')?.removeAttribute('data-selected');
  first.setAttribute('data-selected', 'true');
  searchStore.updateState((s) => ({ ...s, selected: 0 }));
}

/** Waits this long after the last key before asking the server. */
const DEBOUNCE_MS = 250;

function Note(props: { children: ReactNode; role?: 'status' | 'alert'; color?: string }) {
  return (
    <Text size="sm" c={props.color ?? 'dimmed'} ta="center" py="lg" px="md" role={props.role}>
      {props.children}
    </Text>
  );
}

/**
 * Search everything: Mantine's Spotlight over `GET /api/search`. Results come grouped
 * by type, in the server's order; the arrow keys move through them and Enter opens the chosen
 * record. A refused search (too short, too long) shows the server's message as a hint.
 */
export function SearchSpotlight() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), DEBOUNCE_MS);
  const q = useSearch(debounced);
  const result = q.data;
  const groups = result?.success ? result.data.groups : [];
  // The search whose results are on screen. The first is chosen once per search, before the
  // results are painted (a layout effect): chosen after paint, a person's first arrow presses
  // could come before it and be undone; chosen again when the same search's answer is
  // refreshed (it goes stale after 30 s), it moved their place back to the top under their keys.
  const { opened } = useSpotlight(searchStore);
  const shownFor = opened && groups.length && debounced === query.trim() ? debounced : null;
  useLayoutEffect(() => {
    if (shownFor !== null) chooseFirst();
  }, [shownFor]);
  // Opened while a page was still loading: when that page shows, the layout moves the focus to
  // its main region (app/layout.tsx). While the search is open, it keeps the focus.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!opened) return;
    const keep = (e: FocusEvent) => {
      if (e.target instanceof HTMLElement && e.target.id === 'main') input.current?.focus();
    };
    document.addEventListener('focusin', keep);
    return () => document.removeEventListener('focusin', keep);
  }, [opened]);

  let body: ReactNode;
  if (query.trim() === '')
    body = <Note>Find a file, enquiry, receipt, agent, staff member, account or transaction.</Note>;
  // Never last query's results under this one's text: Enter would open a record not asked for.
  else if (!result || debounced !== query.trim())
    body = (
      <Note role="status">
        <Loader size="xs" mr="xs" />
        Searching...
      </Note>
    );
  else if (!result.success)
    body =
      result.status === 422 ? (
        <Note role="status">{result.errors?.q?.[0] ?? result.message}</Note>
      ) : (
        <Note role="alert" color="red.9">
          {result.message}
        </Note>
      );
  else if (!groups.length) body = <Note role="status">Nothing found for “{result.data.q}”.</Note>;
  else
    body = groups.map((g) => (
      <Box key={g.type} role="group" aria-labelledby={`search-group-${g.type}`} mb="xs">
        <Text id={`search-group-${g.type}`} size="xs" fw={700} c="dimmed" px="sm" pt="xs" pb={4}>
          {g.label}
        </Text>
        {g.items.map((hit) => (
          <Spotlight.Action
            key={`${g.type}-${hit.id}`}
            label={hit.label}
            description={hit.detail ?? undefined}
            leftSection={ICONS[g.type]}
            onClick={() => void navigate(hitPath(g.type, hit))}
          />
        ))}
        {g.has_more && (
          <Text size="xs" c="dimmed" px="sm" pt={4}>
            More {g.label.toLowerCase()} match: type more to narrow the search.
          </Text>
        )}
      </Box>
    ));

  return (
    <Spotlight.Root
      store={searchStore}
      query={query}
      onQueryChange={setQuery}
      shortcut={null}
      scrollable
      maxHeight="min(480px, 70vh)"
    >
      <Spotlight.Search
        ref={input}
        aria-label="Search everything"
        placeholder="File, enquiry or receipt number, name, mobile, email, reference..."
        leftSection={<IconSearch size={18} stroke={1.5} />}
      />
      <Spotlight.ActionsList aria-busy={q.isFetching ? 'true' : undefined}>
        {body}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
