import { Anchor, Group, ScrollArea, Table, Text } from '@mantine/core';
import type { AgentStatement } from '@app/contract';
import { AGENT_STATEMENT_KIND_LABELS } from '@app/contract/constants';
import { Link } from 'react-router';
import { ListExportButton } from '../../../components/export-button.tsx';
import { amountClass } from '../../../components/figure-grid.tsx';
import { PERIOD_RULES, periodText } from '../../../components/period-filter.tsx';
import { StatementCard, StatementFigure } from '../../../components/statement-card.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useAgentStatement } from '../api/agents-api.ts';
import { HiddenCaption } from '../../../components/hidden-caption.tsx';

/**
 * The agent's statement (GET /agents/:id/statement): what it owed at the start of the period,
 * each file billed and each payment received with the balance after it, and what it owes at the
 * end; in the books' currency, and per file currency beside the opening and closing. The
 * period is in the URL (`from`, `to`); left open, the server reads it from the start of the
 * books to today. Export downloads the same statement for the same period as CSV or XLSX.
 */
export function AgentStatementCard({ agentId }: { agentId: number }) {
  const params = useListParams(PERIOD_RULES);
  const q = useAgentStatement(agentId, params.filters);
  const st = q.data?.data;
  return (
    <StatementCard
      id="agent-statement"
      params={params}
      query={q}
      summary={
        <Group gap="sm" align="center">
          {st && (
            <Text size="sm" c="dimmed">
              {periodText(st.from, st.to, formatDate)} · amounts in {st.currency}
            </Text>
          )}
          <ListExportButton list="agentStatement" query={params.query} id={agentId} />
        </Group>
      }
    >
      {st && <StatementBody st={st} />}
    </StatementCard>
  );
}

function StatementBody({ st }: { st: AgentStatement }) {
  const money = (v: string) => formatMoney(v, st.currency);
  const right = { textAlign: 'right', whiteSpace: 'nowrap' } as const;
  return (
    <>
      <Group gap="xl" mb="md" align="flex-start">
        <StatementFigure
          label="Opening"
          value={money(st.opening)}
          figures={st.opening_by_currency}
        />
        <StatementFigure label="Billed" value={money(st.billed)} />
        <StatementFigure label="Commission" value={money(st.commission)} />
        <StatementFigure label="Received" value={money(st.credit)} />
        <StatementFigure
          label="Closing"
          value={money(st.closing)}
          figures={st.closing_by_currency}
        />
      </Group>
      <ScrollArea type="auto">
        <Table striped verticalSpacing="sm" miw={720}>
          <HiddenCaption>Statement of {st.agent.name}</HiddenCaption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>File</Table.Th>
              <Table.Th>Details</Table.Th>
              <Table.Th style={right}>Debit</Table.Th>
              <Table.Th style={right}>Credit</Table.Th>
              <Table.Th style={right}>Balance</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>{st.from ? formatDate(st.from) : ''}</Table.Td>
              <Table.Td colSpan={4} fw={600}>
                Opening balance
              </Table.Td>
              <Table.Td className={amountClass} style={right} fw={600}>
                {money(st.opening)}
              </Table.Td>
            </Table.Tr>
            {st.lines.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={6}>
                  <Text ta="center" c="dimmed" py="sm">
                    Nothing billed or received in this period
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {st.lines.map((l) => (
              <Table.Tr key={l.entry_id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(l.entry_date)}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={paths.bookingDetail(l.file.id)} size="sm" fw={600}>
                    {l.file.file_number}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  {AGENT_STATEMENT_KIND_LABELS[l.kind]}: {l.memo}
                  {l.document.currency !== st.currency && (
                    <Text size="xs" c="dimmed">
                      {formatMoney(l.document.amount, l.document.currency)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td className={amountClass} style={right}>
                  {Number(l.debit) ? money(l.debit) : ''}
                </Table.Td>
                <Table.Td className={amountClass} style={right}>
                  {Number(l.credit) ? money(l.credit) : ''}
                </Table.Td>
                <Table.Td className={amountClass} style={right}>
                  {money(l.running_balance)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Td>{formatDate(st.to)}</Table.Td>
              <Table.Td colSpan={2} fw={600}>
                Closing balance
              </Table.Td>
              <Table.Td className={amountClass} style={right} fw={600}>
                {money(st.debit)}
              </Table.Td>
              <Table.Td className={amountClass} style={right} fw={600}>
                {money(st.credit)}
              </Table.Td>
              <Table.Td className={amountClass} style={right} fw={700}>
                {money(st.closing)}
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </ScrollArea>
    </>
  );
}
