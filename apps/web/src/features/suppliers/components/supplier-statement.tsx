import { Anchor, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { dateRule } from '@app/contract/constants';
import { useState } from 'react';
import { Link } from 'react-router';
import { AnswerPager } from '../../../components/answer-pager.tsx';
import { amountClass } from '../../../components/figure-grid.tsx';
import { StatementCard, StatementFigure } from '../../../components/statement-card.tsx';
import { formatDate, formatInr, formatMoney, agencyToday } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import type { SupplierStatement } from '../api/supplier-payments-api.ts';
import { useSupplierStatement } from '../api/supplier-payments-api.ts';
import { HiddenCaption } from '../../../components/hidden-caption.tsx';

/** The statement's period in the URL (`from`, `to`), read as the server reads them. */
const PERIOD_RULES = { from: dateRule('from'), to: dateRule('to') };

type Block = SupplierStatement['currencies'][number];
type Line = Block['lines'][number];

/** The first and last day of the month `today` is in. */
export function thisMonth(today = agencyToday()) {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return {
    from: `${today.slice(0, 7)}-01`,
    to: `${today.slice(0, 7)}-${String(last).padStart(2, '0')}`,
  };
}

const describe = (l: Line) =>
  l.kind === 'payable_reversed' ? `No longer owed: ${l.description}` : l.description;

/**
 * A supplier's statement (GET /suppliers/:id/statement) for a period, this month unless the URL
 * says (`from`, `to`): per currency it is owed in, the opening balance, each service owed, each
 * one no longer owed, each payment and void with the balance after it, the closing balance, and
 * that closing in rupees as the books hold it (each movement at the rate it posted). The lines
 * come 50 a page (decision 056): a later page starts from the balance brought forward.
 */
export function SupplierStatementCard({ supplierId }: { supplierId: number }) {
  const params = useListParams(PERIOD_RULES);
  const month = thisMonth();
  const period = { from: params.filters.from || month.from, to: params.filters.to || month.to };
  // The page is the card's own (the supplier's page has other paged cards); a new period
  // starts at its first.
  const [paged, setPaged] = useState({ key: '', page: 1 });
  const key = `${period.from}/${period.to}`;
  const page = paged.key === key ? paged.page : 1;
  const q = useSupplierStatement(supplierId, period, page);
  const st = q.data?.data;
  return (
    <StatementCard
      id="supplier-statement"
      params={params}
      query={q}
      summary={
        <Text size="sm" c="dimmed">
          {formatDate(period.from)} to {formatDate(period.to)}
        </Text>
      }
    >
      {st &&
        (st.currencies.length === 0 ? (
          <Text c="dimmed" size="sm">
            Nothing owed to or paid to this supplier up to {formatDate(st.to)}.
          </Text>
        ) : (
          <Stack gap="xl">
            {st.currencies.map((c) => (
              <CurrencyStatement
                key={c.currency}
                block={c}
                from={st.from}
                to={st.to}
                first={st.current_page === 1}
              />
            ))}
            {st.last_page > 1 && (
              <AnswerPager
                answer={st}
                onChange={(p) => setPaged({ key, page: p })}
                label="Statement pages"
              />
            )}
          </Stack>
        ))}
    </StatementCard>
  );
}

function CurrencyStatement({
  block: c,
  from,
  to,
  first,
}: {
  block: Block;
  from: string;
  to: string;
  /** The statement's first page: its opening; a later page brings its balance forward. */
  first: boolean;
}) {
  const money = (v: string) => formatMoney(v, c.currency);
  const right = { textAlign: 'right', whiteSpace: 'nowrap' } as const;
  const blank = (v: string) => /^-?0*(\.0*)?$/.test(v);
  return (
    <section aria-label={`Statement in ${c.currency}`}>
      <Group gap="xl" mb="sm" align="flex-start">
        <StatementFigure label={`Opening (${c.currency})`} value={money(c.opening)} />
        <StatementFigure label="Closing" value={money(c.closing)} />
        <StatementFigure label="Closing in the books (INR)" value={formatInr(c.closing_base)} />
      </Group>
      <ScrollArea type="auto">
        <Table striped verticalSpacing="sm" miw={720}>
          <HiddenCaption>Statement in {c.currency}</HiddenCaption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th>File</Table.Th>
              <Table.Th style={right}>Owed</Table.Th>
              <Table.Th style={right}>Paid</Table.Th>
              <Table.Th style={right}>Balance</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {first ? formatDate(from) : c.lines[0] && formatDate(c.lines[0].date)}
              </Table.Td>
              <Table.Td colSpan={4} fw={600}>
                {first ? 'Opening balance' : 'Brought forward'}
              </Table.Td>
              <Table.Td className={amountClass} style={right} fw={600}>
                {money(first ? c.opening : c.carried)}
              </Table.Td>
            </Table.Tr>
            {c.lines.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={6}>
                  <Text ta="center" c="dimmed" py="sm">
                    {c.line_count === 0
                      ? 'Nothing owed or paid in this period'
                      : `Its ${c.line_count} lines in this period are on other pages`}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {c.lines.map((l, i) => (
              <Table.Tr key={`${l.kind}-${l.payment_id ?? ''}-${i}`}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(l.date)}</Table.Td>
                <Table.Td>{describe(l)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {l.booking && (
                    <Anchor
                      component={Link}
                      to={paths.bookingDetail(l.booking.id)}
                      size="sm"
                      fw={600}
                    >
                      {l.booking.file_number}
                    </Anchor>
                  )}
                </Table.Td>
                <Table.Td className={amountClass} style={right}>
                  {blank(l.owed) ? '' : money(l.owed)}
                </Table.Td>
                <Table.Td className={amountClass} style={right}>
                  {blank(l.paid) ? '' : money(l.paid)}
                </Table.Td>
                <Table.Td className={amountClass} style={right}>
                  {money(l.balance)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(to)}</Table.Td>
              <Table.Td colSpan={4} fw={600}>
                Closing balance
                <Text span size="xs" c="dimmed" fw={400}>
                  {' '}
                  · {formatInr(c.closing_base)} in the books
                </Text>
              </Table.Td>
              <Table.Td className={amountClass} style={right} fw={700}>
                {money(c.closing)}
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </ScrollArea>
    </section>
  );
}
