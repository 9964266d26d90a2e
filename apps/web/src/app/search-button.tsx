import { Group, Kbd, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { LoadFailedNotice } from '../lib/overlays.tsx';

const loadSearch = () => import('../features/search/components/search-spotlight.tsx');
type SearchModule = Awaited<ReturnType<typeof loadSearch>>;
let searchModule: SearchModule | null = null;

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const SHORTCUT = isMac ? '⌘ K' : 'Ctrl + K';
const SEARCH_FAILED = 'The search could not be shown. Reload to try again.';

/** Ctrl+K, or Cmd+K on a Mac, from anywhere on the page (a form's field too). */
const isSearchKey = (e: KeyboardEvent) =>
  (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && (e.code === 'KeyK' || e.key === 'k');

/**
 * The top bar's search box. The search itself (Mantine Spotlight) loads on first
 * use, as the account menu does (decision 005): the button and the shortcut are here, so
 * Ctrl+K works before the chunk is loaded; once loaded, Ctrl+K toggles it.
 */
export function SearchButton() {
  const [mod, setMod] = useState(() => searchModule);
  const [failed, setFailed] = useState(false);
  const load = useCallback(
    () =>
      loadSearch().then((m) => {
        searchModule = m;
        setMod(m);
        return m;
      }),
    [],
  );
  const toggle = useCallback(() => {
    if (searchModule) {
      setMod(searchModule);
      return searchModule.searchSpotlight.toggle();
    }
    load().then(
      (m) => m.searchSpotlight.open(),
      () => setFailed(true),
    );
  }, [load]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isSearchKey(e)) return;
      e.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);
  // A failed prefetch says nothing: the press that follows shows the notice.
  const prefetch = () => void load().catch(() => {});

  return (
    <>
      <UnstyledButton
        onClick={toggle}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog"
        px="sm"
        h={36}
        style={{
          border: '1px solid var(--mantine-color-gray-3)',
          borderRadius: 'var(--mantine-radius-md)',
          color: 'var(--mantine-color-gray-7)',
        }}
      >
        <Group gap={8} wrap="nowrap">
          {/* The name is the visible words, "Search Ctrl + K" (WCAG 2.5.3, label in name); on a
              phone, where only the icon shows, a hidden "Search". */}
          <IconSearch size={16} aria-hidden />
          <Text size="sm" visibleFrom="sm" miw={120}>
            Search
          </Text>{' '}
          <Kbd size="xs" visibleFrom="sm">
            {SHORTCUT}
          </Kbd>
          <VisuallyHidden hiddenFrom="sm">Search</VisuallyHidden>
        </Group>
      </UnstyledButton>
      {mod && <mod.SearchSpotlight />}
      {failed && <LoadFailedNotice text={SEARCH_FAILED} onDismiss={() => setFailed(false)} />}
    </>
  );
}
