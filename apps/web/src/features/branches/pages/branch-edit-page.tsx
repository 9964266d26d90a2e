import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { NotFoundState, PageLoader } from '../../../components/states.tsx';
import { paths } from '../../../lib/paths.ts';
import { useBranch } from '../api/get-branch.ts';
import { BranchForm } from '../components/branch-form.tsx';

export default function BranchEditPage() {
  const id = Number(useParams().id);
  const branch = useBranch(id);
  return (
    <>
      <PageHeader title="Edit Branch" subtitle={branch.data?.data.name} />
      {branch.isPending ? (
        <PageLoader />
      ) : branch.data ? (
        <BranchForm branch={branch.data.data} />
      ) : (
        <NotFoundState
          title="Branch not found"
          backTo={paths.branches}
          backLabel="Back to Branches"
        />
      )}
    </>
  );
}
