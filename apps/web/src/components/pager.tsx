import { Button, Group, Text } from '@mantine/core';

/**
 * Page controls shared by every list. `mode`:
 * - 'all': Previous, every page number, Next (branches);
 * - 'window': Previous, at most 5 numbers around the current page, Next (most lists);
 * - 'ellipses': first, last and neighbours with '…' between (staff).
 */
export type PagerMode = 'all' | 'window' | 'ellipses';

export function pageItems(current: number, last: number, mode: PagerMode): (number | 'gap')[] {
  if (mode === 'all') return Array.from({ length: last }, (_, i) => i + 1);
  if (mode === 'window') {
    const size = Math.min(5, last);
    const start = Math.min(Math.max(1, current - 2), last - size + 1);
    return Array.from({ length: size }, (_, i) => start + i);
  }
  const keep = new Set(
    [1, last, current - 1, current, current + 1].filter((p) => p >= 1 && p <= last),
  );
  const sorted = [...keep].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

export function Pager(props: {
  page: number;
  lastPage: number;
  onChange: (page: number) => void;
  mode?: PagerMode;
  label?: string;
}) {
  const { page, lastPage, onChange, mode = 'window' } = props;
  if (lastPage <= 1) return null;
  return (
    <Group gap={6} component="nav" aria-label={props.label ?? 'Pagination'} wrap="wrap">
      <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        Previous
      </Button>
      {pageItems(page, lastPage, mode).map((p, i) =>
        p === 'gap' ? (
          <Text key={`gap-${i}`} c="dimmed" px={4} aria-hidden>
            …
          </Text>
        ) : (
          <Button
            key={p}
            size="xs"
            variant={p === page ? 'filled' : 'default'}
            aria-current={p === page ? 'page' : undefined}
            aria-label={`Page ${p}`}
            onClick={() => onChange(p)}
          >
            {p}
          </Button>
        ),
      )}
      <Button
        variant="default"
        size="xs"
        disabled={page >= lastPage}
        onClick={() => onChange(page + 1)}
      >
        Next
      </Button>
    </Group>
  );
}
