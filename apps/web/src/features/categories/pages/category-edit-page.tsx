import { recordEditPage } from '../../../components/record-edit-page.tsx';
import { RecordNotFound } from '../../../components/states.tsx';
import { paths } from '../../../lib/paths.ts';
import { useCategory } from '../api/categories-api.ts';
import { CategoryForm } from '../components/category-form.tsx';

export default recordEditPage(useCategory, {
  title: 'Edit Category',
  notFound: (
    <RecordNotFound
      title="Category not found"
      list={paths.categories}
      backLabel="Back to Categories"
    />
  ),
  form: (r) => <CategoryForm category={r} />,
});
