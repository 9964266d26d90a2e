import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { NotFoundState, PageLoader } from '../../../components/states.tsx';
import { paths } from '../../../lib/paths.ts';
import { useStaffMember } from '../api/get-staff.ts';
import { StaffForm } from '../components/staff-form.tsx';

export default function StaffEditPage() {
  const id = Number(useParams().id);
  const member = useStaffMember(id);
  return (
    <>
      <PageHeader title="Edit Staff Member" subtitle={member.data?.data.user.name} />
      {member.isPending ? (
        <PageLoader />
      ) : member.data ? (
        <StaffForm member={member.data.data} />
      ) : (
        <NotFoundState title="Staff not found" backTo={paths.staff} backLabel="Back to Staff" />
      )}
    </>
  );
}
