import { Navigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { NotFoundState, PageLoader } from '../../../components/states.tsx';
import { paths } from '../../../lib/paths.ts';
import { useTransaction } from '../api/transactions-api.ts';
import { TransactionForm } from '../components/transaction-form.tsx';

export default function TransactionEditPage() {
  const id = Number(useParams().id);
  const q = useTransaction(id);
  if (q.isPending) return <PageLoader />;
  if (!q.data)
    return (
      <NotFoundState
        title="Transaction not found"
        backTo={paths.transactions}
        backLabel="Back to Transactions"
      />
    );
  // Only pending transactions can be edited: a decided one shows its detail instead.
  if (q.data.data.status !== 'pending')
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
