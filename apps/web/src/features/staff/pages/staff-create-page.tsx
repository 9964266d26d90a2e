import { PageHeader } from '../../../components/page-header.tsx';
import { StaffForm } from '../components/staff-form.tsx';

export default function StaffCreatePage() {
  return (
    <>
      <PageHeader
        title="Add Staff Member"
        subtitle="Creates the login and the staff record together"
      />
      <StaffForm />
    </>
  );
}
