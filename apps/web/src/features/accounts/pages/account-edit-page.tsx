import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoader, RecordNotFound } from '../../../components/states.tsx';
import { paths } from '../../../lib/paths.ts';
import { WithRouteId } from '../../../lib/route-id.tsx';
import { useAccount } from '../api/accounts-api.ts';
import { AccountForm } from '../components/account-form.tsx';

const notFound = (
  <RecordNotFound title="Account not found" list={paths.accounts} backLabel="Back to Accounts" />
);

export default function AccountEditPage() {
  return (
    <WithRouteId
      notFound={
        <>
          <PageHeader title="Edit Account" />
          {notFound}
        </>
      }
    >
      {(id) => <AccountEdit id={id} />}
    </WithRouteId>
  );
}

function AccountEdit({ id }: { id: number }) {
  const q = useAccount(id);
  return (
    <>
      <PageHeader title="Edit Account" subtitle={q.data?.data.name} />
      {q.isPending ? <PageLoader /> : q.data ? <AccountForm account={q.data.data} /> : notFound}
    </>
  );
}
