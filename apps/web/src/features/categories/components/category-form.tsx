import { Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Category } from '@app/contract';
import { categoryInput } from '@app/contract';
import { FIN_OK } from '@app/contract/constants';
import { FormSection, FormShell } from '../../../components/form-shell.tsx';
import { zodValidate } from '../../../lib/form.ts';
import { useSaveForm } from '../../../lib/use-save-form.ts';
import { paths } from '../../../lib/paths.ts';
import { useSaveCategory } from '../api/categories-api.ts';

export function CategoryForm({ category }: { category?: Category }) {
  const save = useSaveCategory(category?.id);
  const form = useForm({
    initialValues: {
      name: category?.name ?? '',
      description: category?.description ?? '',
      is_active: category?.is_active ?? true,
    },
    validate: zodValidate(categoryInput),
  });
  const { shell, field, checkbox } = useSaveForm(form, save, {
    list: paths.categories,
    message: category ? FIN_OK.categoryUpdated : FIN_OK.categoryCreated,
    open: paths.categoryEdit,
  });
  return (
    <FormShell {...shell} submitLabel={category ? 'Update Category' : 'Create Category'}>
      <FormSection legend="Category">
        <TextInput label="Name" required {...field('name')} />
        <Switch label="Active" mt="lg" {...checkbox('is_active')} />
        <Textarea label="Description" autosize minRows={2} {...field('description')} />
      </FormSection>
    </FormShell>
  );
}
