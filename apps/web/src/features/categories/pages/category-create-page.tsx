import { PageHeader } from '../../../components/page-header.tsx';
import { CategoryForm } from '../components/category-form.tsx';

export default function CategoryCreatePage() {
  return (
    <>
      <PageHeader title="Add Category" />
      <CategoryForm />
    </>
  );
}
