import { PageHeader } from '../../../components/page-header.tsx';
import { BranchForm } from '../components/branch-form.tsx';

export default function BranchCreatePage() {
  return (
    <>
      <PageHeader title="Create New Branch" subtitle="Add an office of the agency" />
      <BranchForm />
    </>
  );
}
