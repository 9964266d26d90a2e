import { RecordEditPage } from '../../../components/record-edit-page.tsx';
import { RecordNotFound } from '../../../components/states.tsx';
import { paths } from '../../../lib/paths.ts';
import { useAccount } from '../api/accounts-api.ts';
import { AccountForm } from '../components/account-form.tsx';

const notFound = (
  <RecordNotFound title="Account not found" list={paths.accounts} backLabel="Back to Accounts" />
);

export default function AccountEditPage() {
  return (
    <RecordEditPage
      title="Edit Account"
      notFound={notFound}
      useRecord={useAccount}
      subtitle={(r) => r.name}
    >
      {(r) => <AccountForm account={r} />}
    </RecordEditPage>
  );
}
