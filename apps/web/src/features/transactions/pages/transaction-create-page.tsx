import { PageHeader } from '../../../components/page-header.tsx';
import { TransactionForm } from '../components/transaction-form.tsx';

export default function TransactionCreatePage() {
  return (
    <>
      <PageHeader title="New Transaction" subtitle="Record income or an expense for approval" />
      <TransactionForm />
    </>
  );
}
