import { Anchor, Box, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { paths } from '../../../lib/paths.ts';
import { useSupplierPayments } from '../api/supplier-payments-api.ts';
import { supplierPaymentColumns } from './supplier-payment-columns.tsx';

const SHOWN = 10;
const COLUMNS = supplierPaymentColumns({ supplier: false });

/**
 * The supplier's latest payments, newest first, each with its status and the actions the user
 * may take (approve or reject a pending one, void a paid one); all of them on the supplier
 * payments list, filtered to this supplier.
 */
export function SupplierPaymentsCard({ supplierId }: { supplierId: number }) {
  const q = useSupplierPayments(supplierId, SHOWN);
  const total = q.data?.total ?? 0;
  return (
    <Box mt="lg">
      <SectionCard
        title="Payments"
        named
        count={q.data ? total : undefined}
        actions={
          total > SHOWN && (
            <Anchor
              component={Link}
              to={`${paths.supplierPayments}?supplier_id=${supplierId}`}
              size="sm"
            >
              All {total} payments
            </Anchor>
          )
        }
      >
        {q.isError ? (
          <Text c="red.8" size="sm" role="alert">
            {q.error.message}
          </Text>
        ) : (
          <DataTable
            caption="Payments to this supplier"
            columns={COLUMNS}
            rows={q.data?.data}
            loading={q.isPending}
            emptyText="No payments to this supplier yet"
          />
        )}
      </SectionCard>
    </Box>
  );
}
