import { RecordEditPage } from '../../../components/record-edit-page.tsx';
import { RecordNotFound } from '../../../components/states.tsx';
import { paths } from '../../../lib/paths.ts';
import { useStaffMember } from '../api/staff-api.ts';
import { StaffForm } from '../components/staff-form.tsx';

const notFound = (
  <RecordNotFound title="Staff not found" list={paths.staff} backLabel="Back to Staff" />
);

export default function StaffEditPage() {
  return (
    <RecordEditPage
      title="Edit Staff Member"
      notFound={notFound}
      useRecord={useStaffMember}
      subtitle={(r) => r.user.name}
    >
      {(r) => <StaffForm member={r} />}
    </RecordEditPage>
  );
}
