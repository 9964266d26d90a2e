import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { NotFoundState, PageLoader } from '../../../components/states.tsx';
import { paths } from '../../../lib/paths.ts';
import { useAccount } from '../api/accounts-api.ts';
import { AccountForm } from '../components/account-form.tsx';

export default function AccountEditPage() {
  const q = useAccount(Number(useParams().id));
  return (
    <>
      <PageHeader title="Edit Account" subtitle={q.data?.data.name} />
      {q.isPending ? (
        <PageLoader />
      ) : q.data ? (
        <AccountForm account={q.data.data} />
      ) : (
        <NotFoundState
          title="Account not found"
          backTo={paths.accounts}
          backLabel="Back to Accounts"
        />
      )}
    </>
  );
}
