import { RecordEditPage } from '../../../components/record-edit-page.tsx';
import { RecordNotFound } from '../../../components/states.tsx';
import { paths } from '../../../lib/paths.ts';
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
    <RecordEditPage
      title="Edit Category"
      notFound={notFound}
      useRecord={useCategory}
      subtitle={(r) => r.name}
    >
      {(r) => <CategoryForm category={r} />}
    </RecordEditPage>
  );
}
