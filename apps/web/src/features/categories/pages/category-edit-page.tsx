import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { NotFoundState, PageLoader } from '../../../components/states.tsx';
import { paths } from '../../../lib/paths.ts';
import { useCategory } from '../api/categories-api.ts';
import { CategoryForm } from '../components/category-form.tsx';

export default function CategoryEditPage() {
  const q = useCategory(Number(useParams().id));
  return (
    <>
      <PageHeader title="Edit Category" subtitle={q.data?.data.name} />
      {q.isPending ? (
        <PageLoader />
      ) : q.data ? (
        <CategoryForm category={q.data.data} />
      ) : (
        <NotFoundState
          title="Category not found"
          backTo={paths.categories}
          backLabel="Back to Categories"
        />
      )}
    </>
  );
}
