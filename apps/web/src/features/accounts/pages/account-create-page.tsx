import { PageHeader } from '../../../components/page-header.tsx';
import { AccountForm } from '../components/account-form.tsx';

export default function AccountCreatePage() {
  return (
    <>
      <PageHeader title="Add Account" subtitle="A new account in the chart of accounts" />
      <AccountForm />
    </>
  );
}
