import { Alert, Anchor, Button, Card, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import type { PayablesAgeingBucket } from '@app/contract/constants';
import {
  can,
  choiceRule,
  idFilterRule,
  PAYABLES_AGEING_BUCKETS,
  SUPPLIER_PAYMENT_STATUSES,
} from '@app/contract/constants';
import { hundredths } from '@app/contract/hundredths';
import { Link } from 'react-router';
import type { Column } from '../../../components/data-table.tsx';
import { amountClass } from '../../../components/figure-grid.tsx';
import { ClearFiltersButton, FilterBar } from '../../../components/filter-bar.tsx';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { ListTable } from '../../../components/list-page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ErrorState, ParamsNotice } from '../../../components/states.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useListPage } from '../../../lib/use-list-params.ts';
import type { Payable, PayablesAgeing } from '../api/supplier-payments-api.ts';
import {
  payablesQuery,
  supplierPaymentsQuery,
  usePayablesAgeing,
  usePendingSupplierPayments,
} from '../api/supplier-payments-api.ts';
import {
  DueDate,
  SERVICE_KIND_LABELS,
  SUPPLIER_PAYMENT_STATUS_LABELS,
} from '../components/payable-parts.tsx';
import { supplierPaymentColumns } from '../components/supplier-payment-columns.tsx';
import { SupplierFilter } from '../components/supplier-filter.tsx';
import { HiddenCaption } from '../../../components/hidden-caption.tsx';

/*
 * What the agency owes its suppliers and what it pays them: the payables due and their ageing
 * (view_suppliers), and the supplier payments (view_supplier_payments). One module, so the
 * route table (which every page loads) names one chunk for the three.
 */

const TITLE = 'Payables';
const SUBTITLE = 'What the agency owes its suppliers for confirmed services';

/** The two views of what is owed, each its own address; the one shown is the current page. */
function PayablesViews({ current }: { current: 'due' | 'ageing' }) {
  const views = [
    ['due', 'Due', paths.payables],
    ['ageing', 'Ageing', paths.payablesAgeing],
  ] as const;
  return (
    <Group gap="xs" mb="md" component="nav" aria-label="Payables views">
      {views.map(([key, label, to]) => (
        <Button
          key={key}
          component={Link}
          to={to}
          size="compact-md"
          variant={key === current ? 'filled' : 'default'}
          aria-current={key === current ? 'page' : undefined}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}

const DUE_CHOICES = [
  { value: 'overdue', label: 'Overdue' },
  { value: 'week', label: 'Due this week' },
];
const RULES = {
  supplier_id: idFilterRule,
  due: choiceRule(['overdue', 'week'], 'due'),
};

const right = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

const COLUMNS: Column<Payable>[] = [
  {
    key: 'due',
    header: 'Due',
    nowrap: true,
    cell: (p) => <DueDate date={p.due_date} days={p.days_overdue} />,
  },
  {
    key: 'supplier',
    header: 'Supplier',
    cell: (p) => (
      <Anchor component={Link} to={paths.supplierDetail(p.supplier.id)} size="sm" fw={600}>
        {p.supplier.name}
      </Anchor>
    ),
  },
  {
    key: 'file',
    header: 'File',
    nowrap: true,
    cell: (p) => (
      <Stack gap={0}>
        <Anchor component={Link} to={paths.bookingDetail(p.booking.id)} size="sm" fw={600}>
          {p.booking.file_number}
        </Anchor>
        <Text size="xs" c="dimmed">
          {p.booking.guest_name}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'service',
    header: 'Service',
    cell: (p) => (
      <Stack gap={0}>
        <Text size="sm">{p.service}</Text>
        <Text size="xs" c="dimmed">
          {SERVICE_KIND_LABELS[p.kind]}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'amount',
    header: 'Amount',
    align: 'right',
    nowrap: true,
    cell: (p) => formatMoney(p.amount, p.currency),
  },
  {
    key: 'paid',
    header: 'Paid',
    align: 'right',
    nowrap: true,
    cell: (p) => (hundredths(p.paid) === 0n ? '—' : formatMoney(p.paid, p.currency)),
  },
  {
    key: 'open',
    header: 'Open',
    align: 'right',
    nowrap: true,
    cell: (p) => (
      <Text size="sm" fw={700} c={p.days_overdue > 0 ? 'red.9' : undefined} className={amountClass}>
        {formatMoney(p.open, p.currency)}
      </Text>
    ),
  },
];

/**
 * Payables due (GET /payables): every confirmed service still owed, soonest due first, the
 * overdue in red with how many days; filtered by supplier and by Overdue or Due this week, in
 * the address. Paid and pending payments are taken off each service (Open).
 */
export function PayablesDuePage() {
  const { params, list } = useListPage(RULES, undefined, (p) => payablesQuery(p.page, p.filters));
  const { filters } = params;
  const chosen = !!(filters.supplier_id || filters.due);
  const named = list.data?.data.find((p) => String(p.supplier.id) === filters.supplier_id);
  return (
    <>
      <PageHeader title={TITLE} subtitle={SUBTITLE} />
      <PayablesViews current="due" />
      <ParamsNotice ignored={params.ignored} onClose={params.dropIgnored} />
      <FilterBar>
        <SupplierFilter
          value={filters.supplier_id}
          onChange={(v) => params.setFilter('supplier_id', v)}
          known={named?.supplier}
        />
        <FilterSelect
          label="Due"
          all="All Open"
          w={180}
          value={filters.due}
          onChange={(v) => params.setFilter('due', v)}
          data={DUE_CHOICES}
        />
        {chosen && <ClearFiltersButton onClick={params.clear} />}
      </FilterBar>
      <ListTable
        page={{ params, list }}
        table={{
          caption: 'Payables due',
          empty:
            filters.due === 'overdue'
              ? 'Nothing is overdue'
              : filters.due === 'week'
                ? 'Nothing falls due this week'
                : 'Nothing is owed to suppliers',
        }}
        columns={COLUMNS}
        summary={(d) => `${d.total} ${d.total === 1 ? 'service' : 'services'} owed`}
      />
    </>
  );
}

const BUCKET_LABELS: Record<PayablesAgeingBucket, string> = {
  current: 'Not yet due',
  '0-30': '0–30 days',
  '31-60': '31–60 days',
  '61-90': '61–90 days',
  '90+': '90+ days',
};

type Buckets = PayablesAgeing['totals'][number]['buckets'];

/** One bucket's figure: a dash when nothing, red when past due. */
function BucketCell(props: { value: string; currency: string; bucket: PayablesAgeingBucket }) {
  const none = hundredths(props.value) === 0n;
  return (
    <Table.Td className={amountClass} style={right}>
      {none ? (
        <Text span size="sm" c="dimmed">
          —
        </Text>
      ) : (
        <Text span size="sm" c={props.bucket === 'current' ? undefined : 'red.9'}>
          {formatMoney(props.value, props.currency)}
        </Text>
      )}
    </Table.Td>
  );
}

function BucketCells({ buckets, currency }: { buckets: Buckets; currency: string }) {
  return PAYABLES_AGEING_BUCKETS.map((b) => (
    <BucketCell key={b} bucket={b} value={buckets[b]} currency={currency} />
  ));
}

/**
 * Payables ageing (GET /payables/ageing): per supplier and currency, what is open by days past
 * its due date (not yet due, 0–30, 31–60, 61–90, over 90), and every supplier together per
 * currency. Each supplier opens its payables due.
 */
export function PayablesAgeingPage() {
  const q = usePayablesAgeing();
  const ageing = q.data?.data;
  return (
    <>
      <PageHeader
        title={TITLE}
        subtitle={
          ageing ? `${SUBTITLE}, by days past due on ${formatDate(ageing.as_of)}` : SUBTITLE
        }
      />
      <PayablesViews current="ageing" />
      {q.isError ? (
        <ErrorState title="The ageing could not be loaded" text={q.error.message} />
      ) : (
        <Card withBorder padding={0} radius="md">
          <ScrollArea type="auto">
            <Table striped highlightOnHover verticalSpacing="sm" miw={900}>
              <HiddenCaption>Payables ageing</HiddenCaption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Supplier</Table.Th>
                  <Table.Th>Currency</Table.Th>
                  {PAYABLES_AGEING_BUCKETS.map((b) => (
                    <Table.Th key={b} style={right}>
                      {BUCKET_LABELS[b]}
                    </Table.Th>
                  ))}
                  <Table.Th style={right}>Total</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {!ageing || ageing.rows.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={PAYABLES_AGEING_BUCKETS.length + 3}>
                      <Text ta="center" c="dimmed" py="xl">
                        {ageing ? 'Nothing is owed to suppliers' : 'Loading...'}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  ageing.rows.map((r) => (
                    <Table.Tr key={`${r.supplier.id}-${r.currency}`}>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={`${paths.payables}?supplier_id=${r.supplier.id}`}
                          size="sm"
                          fw={600}
                        >
                          {r.supplier.name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{r.currency}</Table.Td>
                      <BucketCells buckets={r.buckets} currency={r.currency} />
                      <Table.Td className={amountClass} style={right} fw={700}>
                        {formatMoney(r.total, r.currency)}
                      </Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
              {ageing && ageing.totals.length > 0 && (
                <Table.Tfoot>
                  {ageing.totals.map((t) => (
                    <Table.Tr key={t.currency} aria-label={`Total in ${t.currency}`}>
                      <Table.Th scope="row">Total</Table.Th>
                      <Table.Td fw={700}>{t.currency}</Table.Td>
                      <BucketCells buckets={t.buckets} currency={t.currency} />
                      <Table.Td className={amountClass} style={right} fw={700}>
                        {formatMoney(t.total, t.currency)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tfoot>
              )}
            </Table>
          </ScrollArea>
        </Card>
      )}
    </>
  );
}

const PAYMENT_RULES = {
  status: choiceRule(SUPPLIER_PAYMENT_STATUSES, 'status'),
  supplier_id: idFilterRule,
};
// Pending first: what an approver looks for.
const STATUS_CHOICES = SUPPLIER_PAYMENT_STATUSES.map((s) => ({
  value: s,
  label: SUPPLIER_PAYMENT_STATUS_LABELS[s],
}));
const PAYMENT_COLUMNS = supplierPaymentColumns({ supplier: true });

/**
 * Supplier payments (GET /supplier-payments), newest first, filtered by status and supplier in
 * the address. An approver is told how many wait for a decision and shown them in one press;
 * each row has the actions its user may take (SupplierPaymentActions, as on a supplier's page).
 */
export function SupplierPaymentsPage() {
  const user = useCurrentUser();
  const { params, list } = useListPage(PAYMENT_RULES, undefined, (p) =>
    supplierPaymentsQuery(p.page, p.filters),
  );
  const { filters } = params;
  const approver = can(user, 'approve_supplier_payments');
  const pending = usePendingSupplierPayments(approver && filters.status !== 'pending');
  const waiting = filters.status === 'pending' ? 0 : (pending.data?.total ?? 0);
  const named = list.data?.data.find((p) => String(p.supplier.id) === filters.supplier_id);
  const chosen = !!(filters.status || filters.supplier_id);
  return (
    <>
      <PageHeader
        title="Supplier Payments"
        subtitle="Money paid to suppliers for the services they confirmed"
      />
      <ParamsNotice ignored={params.ignored} onClose={params.dropIgnored} />
      {waiting > 0 && (
        <Alert color="yellow" variant="light" icon={<IconClockHour4 size={20} />} mb="md">
          <Group justify="space-between" gap="sm">
            <Text size="sm">
              {waiting === 1
                ? '1 supplier payment waits for a manager’s approval.'
                : `${waiting} supplier payments wait for a manager’s approval.`}
            </Text>
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => params.setFilter('status', 'pending')}
            >
              Show pending
            </Button>
          </Group>
        </Alert>
      )}
      <FilterBar>
        <FilterSelect
          label="Status"
          all="All Status"
          w={170}
          value={filters.status}
          onChange={(v) => params.setFilter('status', v)}
          data={STATUS_CHOICES}
        />
        <SupplierFilter
          value={filters.supplier_id}
          onChange={(v) => params.setFilter('supplier_id', v)}
          known={named?.supplier}
        />
        {chosen && <ClearFiltersButton onClick={params.clear} />}
      </FilterBar>
      <ListTable
        page={{ params, list }}
        table={{
          caption: 'Supplier payments',
          empty:
            filters.status === 'pending'
              ? 'No supplier payment waits for approval'
              : 'No supplier payments found',
        }}
        columns={PAYMENT_COLUMNS}
        summary={(d) => `${d.total} ${d.total === 1 ? 'payment' : 'payments'}`}
      />
    </>
  );
}
