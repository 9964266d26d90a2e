import { recordEditPage } from '../../../components/record-edit-page.tsx';
import { RecordNotFound } from '../../../components/states.tsx';
import { paths } from '../../../lib/paths.ts';
import { useStaffMember } from '../api/staff-api.ts';
import { StaffForm } from '../components/staff-form.tsx';

export default recordEditPage(useStaffMember, {
  title: 'Edit Staff Member',
  notFound: <RecordNotFound title="Staff not found" list={paths.staff} backLabel="Back to Staff" />,
  subtitle: (r) => r.user.name,
  form: (r) => <StaffForm member={r} />,
});
