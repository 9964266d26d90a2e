import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoader, RecordNotFound } from '../../../components/states.tsx';
import { paths } from '../../../lib/paths.ts';
import { WithRouteId } from '../../../lib/route-id.tsx';
import { useStaffMember } from '../api/staff-api.ts';
import { StaffForm } from '../components/staff-form.tsx';

const notFound = (
  <RecordNotFound title="Staff not found" list={paths.staff} backLabel="Back to Staff" />
);

export default function StaffEditPage() {
  return (
    <WithRouteId
      notFound={
        <>
          <PageHeader title="Edit Staff Member" />
          {notFound}
        </>
      }
    >
      {(id) => <StaffEdit id={id} />}
    </WithRouteId>
  );
}

function StaffEdit({ id }: { id: number }) {
  const member = useStaffMember(id);
  return (
    <>
      <PageHeader title="Edit Staff Member" subtitle={member.data?.data.user.name} />
      {member.isPending ? (
        <PageLoader />
      ) : member.data ? (
        <StaffForm member={member.data.data} />
      ) : (
        notFound
      )}
    </>
  );
}
