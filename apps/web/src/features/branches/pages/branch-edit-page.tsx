import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoader, RecordNotFound } from '../../../components/states.tsx';
import { paths } from '../../../lib/paths.ts';
import { WithRouteId } from '../../../lib/route-id.tsx';
import { useBranch } from '../api/branches-api.ts';
import { BranchForm } from '../components/branch-form.tsx';

const notFound = (
  <RecordNotFound title="Branch not found" list={paths.branches} backLabel="Back to Branches" />
);

export default function BranchEditPage() {
  return (
    <WithRouteId
      notFound={
        <>
          <PageHeader title="Edit Branch" />
          {notFound}
        </>
      }
    >
      {(id) => <BranchEdit id={id} />}
    </WithRouteId>
  );
}

function BranchEdit({ id }: { id: number }) {
  const branch = useBranch(id);
  return (
    <>
      <PageHeader title="Edit Branch" subtitle={branch.data?.data.name} />
      {branch.isPending ? (
        <PageLoader />
      ) : branch.data ? (
        <BranchForm branch={branch.data.data} />
      ) : (
        notFound
      )}
    </>
  );
}
