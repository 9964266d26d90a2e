import { Navigate } from 'react-router';
import { mayEditTransaction } from '@app/contract/constants';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoader } from '../../../components/states.tsx';
import { paths } from '../../../lib/paths.ts';
import { WithRouteId } from '../../../lib/route-id.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { useTransaction } from '../api/transactions-api.ts';
import { TransactionForm } from '../components/transaction-form.tsx';
import { transactionNotFound } from '../../../components/record-not-found.tsx';

export default function TransactionEditPage() {
  return (
    <WithRouteId notFound={transactionNotFound}>{(id) => <TransactionEdit id={id} />}</WithRouteId>
  );
}

function TransactionEdit({ id }: { id: number }) {
  const user = useCurrentUser();
  const q = useTransaction(id);
  if (q.isPending) return <PageLoader />;
  if (!q.data) return transactionNotFound;
  // Only pending transactions can be edited, and by staff only their own (the server's
  // rules): anything else shows its detail instead.
  const t = q.data.data;
  if (t.status !== 'pending' || !user || !mayEditTransaction(user, t.user?.id ?? null))
    return <Navigate to={paths.transactionDetail(id)} replace />;
  return (
    <>
      <PageHeader
        title="Edit Transaction"
        subtitle={q.data.data.reference ?? q.data.data.description}
      />
      <TransactionForm transaction={q.data.data} />
    </>
  );
}
