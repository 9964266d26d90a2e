import { Alert, Button, Group, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { can, choiceRule, idFilterRule, SUPPLIER_PAYMENT_STATUSES } from '@app/contract/constants';
import { ClearFiltersButton, FilterBar } from '../../../components/filter-bar.tsx';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { ListTable } from '../../../components/list-page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ParamsNotice } from '../../../components/states.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { useListPage } from '../../../lib/use-list-params.ts';
import { supplierPaymentsQuery, usePendingSupplierPayments } from '../api/supplier-payments-api.ts';
import { SUPPLIER_PAYMENT_STATUS_LABELS } from '../components/payable-parts.tsx';
import { supplierPaymentColumns } from '../components/supplier-payment-columns.tsx';
import { SupplierFilter } from '../components/supplier-filter.tsx';

const RULES = {
  status: choiceRule(SUPPLIER_PAYMENT_STATUSES, 'status'),
  supplier_id: idFilterRule,
};
// Pending first: what an approver looks for.
const STATUS_CHOICES = SUPPLIER_PAYMENT_STATUSES.map((s) => ({
  value: s,
  label: SUPPLIER_PAYMENT_STATUS_LABELS[s],
}));
const COLUMNS = supplierPaymentColumns({ supplier: true });

/**
 * Supplier payments (GET /supplier-payments), newest first, filtered by status and supplier in
 * the address. An approver is told how many wait for a decision and shown them in one press;
 * each row has the actions its user may take (SupplierPaymentActions, as on a supplier's page).
 */
export default function SupplierPaymentsPage() {
  const user = useCurrentUser();
  const { params, list } = useListPage(RULES, undefined, (p) =>
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
        columns={COLUMNS}
        summary={(d) => `${d.total} ${d.total === 1 ? 'payment' : 'payments'}`}
      />
    </>
  );
}
