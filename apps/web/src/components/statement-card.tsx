import { Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { CurrencyAmount } from './currency-amounts.tsx';
import { CurrencyAmounts } from './currency-amounts.tsx';
import { amountClass } from './figure-grid.tsx';
import { PeriodFilter } from './period-filter.tsx';
import { LabelledSection } from './section-card.tsx';
import { ParamsNotice, ErrorText } from './states.tsx';
import type { IgnoredParam } from '../lib/list-params.ts';

type Period = 'from' | 'to';

/**
 * A record's statement over a period (an agent's, a supplier's): a section titled Statement,
 * named by that title (`id`), with `summary` on the title's right (the period, the currency, an
 * export); the period's From and To from the URL (`from`, `to`, useListParams) with Clear when
 * either is chosen; then the answer's error, a skeleton while it is on its way, or `children`.
 */
export function StatementCard(props: {
  id: string;
  params: {
    filters: Record<Period, string>;
    setFilter: (key: Period, value: string) => void;
    clear: () => void;
    ignored: IgnoredParam[];
    dropIgnored: () => void;
  };
  query: { error: Error | null; isPending: boolean };
  summary: ReactNode;
  children: ReactNode;
}) {
  const { params, query: q } = props;
  return (
    <LabelledSection labelledBy={props.id}>
      <Group justify="space-between" align="baseline" mb="sm">
        <Title order={3} size="h4" id={props.id}>
          Statement
        </Title>
        {props.summary}
      </Group>
      <ParamsNotice ignored={params.ignored} onClose={params.dropIgnored} />
      <PeriodFilter params={params} />
      <ErrorText error={q.error} />
      {q.isPending ? <Skeleton h={120} aria-busy="true" /> : props.children}
    </LabelledSection>
  );
}

/** One of a statement's figures (opening, closing…), with the same figure per currency under it. */
export function StatementFigure({
  label,
  value,
  figures = [],
}: {
  label: string;
  value: string;
  figures?: readonly CurrencyAmount[];
}) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} className={amountClass}>
        {value}
      </Text>
      {figures.length > 0 && (
        <Text size="xs" c="dimmed">
          <CurrencyAmounts figures={figures} />
        </Text>
      )}
    </Stack>
  );
}
