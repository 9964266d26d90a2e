import { RecordEditPage } from '../../../components/record-edit-page.tsx';
import { RecordNotFound } from '../../../components/states.tsx';
import { paths } from '../../../lib/paths.ts';
import { useBranch } from '../api/branches-api.ts';
import { BranchForm } from '../components/branch-form.tsx';

const notFound = (
  <RecordNotFound title="Branch not found" list={paths.branches} backLabel="Back to Branches" />
);

export default function BranchEditPage() {
  return (
    <RecordEditPage
      title="Edit Branch"
      notFound={notFound}
      useRecord={useBranch}
      subtitle={(r) => r.name}
    >
      {(r) => <BranchForm branch={r} />}
    </RecordEditPage>
  );
}
