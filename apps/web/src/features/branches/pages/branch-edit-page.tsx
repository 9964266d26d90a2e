import { recordEditPage } from '../../../components/record-edit-page.tsx';
import { RecordNotFound } from '../../../components/states.tsx';
import { paths } from '../../../lib/paths.ts';
import { useBranch } from '../api/branches-api.ts';
import { BranchForm } from '../components/branch-form.tsx';

export default recordEditPage(useBranch, {
  title: 'Edit Branch',
  notFound: (
    <RecordNotFound title="Branch not found" list={paths.branches} backLabel="Back to Branches" />
  ),
  form: (r) => <BranchForm branch={r} />,
});
