import { Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Category } from '@app/contract';
import { FormSection, FormShell } from '../../../components/form-shell.tsx';
import { contractValidate } from '../../../lib/form.ts';
import { valuesFrom } from '../../../lib/initial-values.ts';
import { CATEGORY_FORM } from '../../../lib/record-forms/finance.ts';
import { useRecordForm } from '../../../lib/use-record-form.ts';
import { useSaveCategory } from '../api/categories-api.ts';
import { TextArea } from '../../../components/text-area.tsx';

export function CategoryForm({ category }: { category?: Category }) {
  const save = useSaveCategory(category?.id);
  const form = useForm({
    initialValues: valuesFrom(category, { name: '', description: '', is_active: true }),
    validate: contractValidate((s) => s.categoryInput),
  });
  const { shell, field, checkbox } = useRecordForm(form, save, category, CATEGORY_FORM);
  return (
    <FormShell {...shell}>
      <FormSection legend="Category">
        <TextInput label="Name" required {...field('name')} />
        <Switch label="Active" mt="lg" {...checkbox('is_active')} />
        <TextArea label="Description" minRows={2} {...field('description')} />
      </FormSection>
    </FormShell>
  );
}
