import { Anchor, Stack, Text } from '@mantine/core';
import type { SupplierPayment } from '@app/contract';
import { Link } from 'react-router';
import type { Column } from '../../../components/data-table.tsx';
import { amountClass } from '../../../components/figure-grid.tsx';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { SupplierPaymentBadge } from './payable-parts.tsx';
import { SupplierPaymentActions } from './supplier-payment-actions.tsx';

/** Who did what last to a payment, in words under its status. */
function statusNote(p: SupplierPayment) {
  if (p.status === 'voided')
    return `Voided${p.voided_by ? ` by ${p.voided_by.name}` : ''}${p.void_reason ? `: ${p.void_reason}` : ''}`;
  if (p.status === 'rejected')
    return `Rejected${p.decided_by ? ` by ${p.decided_by.name}` : ''}${p.decision_notes ? `: ${p.decision_notes}` : ''}`;
  if (p.status === 'pending') return 'Waits for a manager’s approval';
  if (p.decided_by) return `Approved by ${p.decided_by.name}`;
  return null;
}

/** The files and services a payment settles: the first two, then how many more. */
function Services({ p }: { p: SupplierPayment }) {
  const shown = p.lines.slice(0, 2);
  const more = p.lines.length - shown.length;
  return (
    <Stack gap={2}>
      {shown.map((l) => (
        <Text size="sm" key={l.payable_id}>
          <Anchor
            component={Link}
            to={paths.bookingDetail(l.booking.id)}
            size="sm"
            fw={600}
            style={{ whiteSpace: 'nowrap' }}
          >
            {l.booking.file_number}
          </Anchor>{' '}
          {l.service}
          {p.lines.length > 1 && (
            <Text span size="xs" c="dimmed" className={amountClass}>
              {' '}
              · {formatMoney(l.amount, p.currency)}
            </Text>
          )}
        </Text>
      ))}
      {more > 0 && (
        <Text size="xs" c="dimmed">
          and {more} more {more === 1 ? 'service' : 'services'}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The columns of a list of supplier payments: on the supplier's page (no Supplier column) and
 * on the supplier payments list. The actions are the one SupplierPaymentActions.
 */
export function supplierPaymentColumns(o: { supplier: boolean }): Column<SupplierPayment>[] {
  return [
    {
      key: 'date',
      header: 'Date',
      nowrap: true,
      cell: (p) => (
        <Stack gap={0}>
          <Text size="sm">{formatDate(p.payment_date)}</Text>
          {p.created_by && (
            <Text size="xs" c="dimmed" title={formatDateTime(p.created_at)}>
              by {p.created_by.name}
            </Text>
          )}
        </Stack>
      ),
    },
    ...(o.supplier
      ? [
          {
            key: 'supplier',
            header: 'Supplier',
            cell: (p: SupplierPayment) => (
              <Anchor component={Link} to={paths.supplierDetail(p.supplier.id)} size="sm" fw={600}>
                {p.supplier.name}
              </Anchor>
            ),
          },
        ]
      : []),
    { key: 'services', header: 'Services', cell: (p) => <Services p={p} /> },
    {
      key: 'account',
      header: 'Paid from',
      cell: (p) => (
        <Stack gap={0}>
          <Text size="sm">{p.account.name}</Text>
          {p.reference && (
            <Text size="xs" c="dimmed">
              Ref. {p.reference}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'amount',
      header: 'Amount',
      align: 'right',
      nowrap: true,
      cell: (p) => (
        <Text size="sm" fw={600} className={amountClass}>
          {formatMoney(p.amount, p.currency)}
        </Text>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (p) => {
        const note = statusNote(p);
        return (
          <Stack gap={2} align="flex-start">
            <SupplierPaymentBadge status={p.status} />
            {note && (
              <Text size="xs" c="dimmed" maw={220}>
                {note}
              </Text>
            )}
          </Stack>
        );
      },
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (p) => <SupplierPaymentActions payment={p} />,
    },
  ];
}
