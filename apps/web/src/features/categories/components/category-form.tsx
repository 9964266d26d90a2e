import { Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import type { Category } from '@app/contract';
import { categoryInput } from '@app/contract';
import { FIN_OK } from '@app/contract/constants';
import { FormSection, FormShell } from '../../../components/form-shell.tsx';
import { showSaveFailure, zodValidate } from '../../../lib/form.ts';
import { afterSave } from '../../../lib/after-save.tsx';
import { listHref } from '../../../lib/list-href.ts';
import { paths } from '../../../lib/paths.ts';
import { useSaveCategory } from '../api/categories-api.ts';

export function CategoryForm({ category }: { category?: Category }) {
  const navigate = useNavigate();
  const save = useSaveCategory(category?.id);
  const form = useForm({
    initialValues: {
      name: category?.name ?? '',
      description: category?.description ?? '',
      is_active: category?.is_active ?? true,
    },
    validate: zodValidate(categoryInput),
  });
  const submit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: (r) => {
        if (!r.success) return showSaveFailure(r, form.setErrors);
        afterSave(navigate, {
          message: category ? FIN_OK.categoryUpdated : FIN_OK.categoryCreated,
          list: paths.categories,
          id: r.data.id,
          open: paths.categoryEdit(r.data.id),
        });
      },
    }),
  );
  return (
    <FormShell
      onSubmit={submit}
      submitLabel={category ? 'Update Category' : 'Create Category'}
      busy={save.isPending}
      cancelTo={listHref(paths.categories)}
    >
      <FormSection legend="Category">
        <TextInput label="Name" required {...form.getInputProps('name')} key={form.key('name')} />
        <Switch
          label="Active"
          mt="lg"
          {...form.getInputProps('is_active', { type: 'checkbox' })}
          key={form.key('is_active')}
        />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          {...form.getInputProps('description')}
          key={form.key('description')}
        />
      </FormSection>
    </FormShell>
  );
}
