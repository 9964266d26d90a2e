import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { TAX_CODES, TAX_KINDS } from '@app/contract/constants';
import { PageHeader } from '../../../components/page-header.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { ErrorState, PageLoader } from '../../../components/states.tsx';
import { formatDate, formatInr } from '../../../lib/format.ts';
import type { TaxRate } from '../api/tax-api.ts';
import { TAX_RATES_FAIL, useTaxRates } from '../api/tax-api.ts';
import { useLazyDialog } from '../../../lib/lazy-dialog.ts';

const KIND_TITLES = { gst: 'GST', tcs: 'TCS', tds: 'TDS' } as const;
const pct = (v: string | null) => (v === null ? '—' : `${v.replace(/\.?0+$/, '')}%`);

/**
 * The dated tax rules, grouped by kind (GST, TCS, TDS), each with the days it is in force:
 * admins add a rule and end or change one; the server refuses two rules of one code in force
 * on one day.
 */
const loadModal = () => import('./tax-rate-modal.tsx').then((m) => m.TaxRateModal);

export function TaxRatesPage() {
  const q = useTaxRates();
  // The form loads on its first press: the page that lists the rules stays light.
  const modal = useLazyDialog(loadModal);
  // 'new': the add form; a rule: its change form.
  const [editing, setEditing] = useState<TaxRate | 'new'>('new');
  const edit = (r: TaxRate | 'new') => {
    setEditing(r);
    modal.open();
  };
  return (
    <>
      <PageHeader
        title="Tax Rates"
        subtitle="GST, TCS and TDS rules with the days they are in force"
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => edit('new')}>
            Add rule
          </Button>
        }
      />
      {q.isPending ? (
        <PageLoader />
      ) : q.isError ? (
        <ErrorState title={TAX_RATES_FAIL.list} text={q.error.message} headingOrder={2} />
      ) : (
        <Stack gap="lg">
          {TAX_KINDS.map((kind) => (
            <KindCard
              key={kind}
              title={KIND_TITLES[kind]}
              rates={q.data.data.filter((r) => r.kind === kind)}
              onChange={edit}
            />
          ))}
        </Stack>
      )}
      {modal.Dialog && modal.opened && (
        <modal.Dialog
          key={editing === 'new' ? 'new' : editing.id}
          rate={editing === 'new' ? null : editing}
          opened
          onClose={modal.close}
        />
      )}
    </>
  );
}

function KindCard(props: { title: string; rates: TaxRate[]; onChange: (r: TaxRate) => void }) {
  return (
    <SectionCard title={props.title} named count={props.rates.length}>
      {props.rates.length === 0 ? (
        <Text size="sm" c="dimmed">
          No {props.title} rules
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="xs" fz="sm" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Rule</Table.Th>
                <Table.Th>SAC</Table.Th>
                <Table.Th ta="right">Rate</Table.Th>
                <Table.Th ta="right">Above threshold</Table.Th>
                <Table.Th ta="right">Without PAN</Table.Th>
                <Table.Th>Effective from</Table.Th>
                <Table.Th>Effective to</Table.Th>
                <Table.Th ta="right">Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {props.rates.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>
                    {TAX_CODES[r.code].label}
                    {r.notes && (
                      <Text size="xs" c="dimmed">
                        {r.notes}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{r.sac ?? '—'}</Table.Td>
                  <Table.Td ta="right">{pct(r.rate)}</Table.Td>
                  <Table.Td ta="right">
                    {r.rate_above === null
                      ? '—'
                      : `${pct(r.rate_above)} above ${formatInr(r.threshold ?? '0')}`}
                  </Table.Td>
                  <Table.Td ta="right">{pct(r.rate_no_pan)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatDate(r.effective_from)}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {r.effective_to ? formatDate(r.effective_to) : 'In force'}
                  </Table.Td>
                  <Table.Td>
                    <Group justify="flex-end">
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        // The name starts with the words shown (WCAG 2.5.3), then says which rule.
                        aria-label={`End / change ${r.code} from ${r.effective_from}`}
                        onClick={() => props.onChange(r)}
                      >
                        End / change
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </SectionCard>
  );
}
