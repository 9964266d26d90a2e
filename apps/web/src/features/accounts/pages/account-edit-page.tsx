import { recordEditPage } from '../../../components/record-edit-page.tsx';
import { RecordNotFound } from '../../../components/states.tsx';
import { paths } from '../../../lib/paths.ts';
import { useAccount } from '../api/accounts-api.ts';
import { AccountForm } from '../components/account-form.tsx';

export default recordEditPage(useAccount, {
  title: 'Edit Account',
  notFound: (
    <RecordNotFound title="Account not found" list={paths.accounts} backLabel="Back to Accounts" />
  ),
  form: (r) => <AccountForm account={r} />,
});
