import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoader, RecordNotFound } from '../../../components/states.tsx';
import { paths } from '../../../lib/paths.ts';
import { WithRouteId } from '../../../lib/route-id.tsx';
import { useCategory } from '../api/categories-api.ts';
import { CategoryForm } from '../components/category-form.tsx';

const notFound = (
  <RecordNotFound
    title="Category not found"
    list={paths.categories}
    backLabel="Back to Categories"
  />
);

export default function CategoryEditPage() {
  return (
    <WithRouteId
      notFound={
        <>
          <PageHeader title="Edit Category" />
          {notFound}
        </>
      }
    >
      {(id) => <CategoryEdit id={id} />}
    </WithRouteId>
  );
}

function CategoryEdit({ id }: { id: number }) {
  const q = useCategory(id);
  return (
    <>
      <PageHeader title="Edit Category" subtitle={q.data?.data.name} />
      {q.isPending ? <PageLoader /> : q.data ? <CategoryForm category={q.data.data} /> : notFound}
    </>
  );
}
