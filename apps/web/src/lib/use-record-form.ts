import type { UseFormReturnType } from '@mantine/form';
import type { Failure } from './api-client.ts';
import type { RecordFormSpec } from './record-forms/spec.ts';
import { useSaveForm } from './use-save-form.ts';

/**
 * useSaveForm for a form that creates a record or edits `record` (record-forms.ts says what
 * it is called and where it goes): the success message and the submit label follow which of
 * the two it does. Gives FormShell its `onSubmit`, `busy`, `cancelTo` and `submitLabel`
 * (`shell`), and each field's input props; `spec.body` makes the request's body from the values.
 */
export function useRecordForm<V extends Record<string, unknown>, B, D extends { id: number }>(
  form: UseFormReturnType<V>,
  save: {
    mutate(body: B, o: { onSuccess: (r: { success: true; data: D } | Failure) => void }): void;
    isPending: boolean;
  },
  record: unknown,
  spec: RecordFormSpec & { body?: (values: V) => B },
) {
  const editing = record !== undefined;
  const { shell, field, checkbox } = useSaveForm(form, save, {
    list: spec.list,
    open: spec.open,
    message: editing ? spec.updated : spec.created,
    ...(spec.body ? { body: spec.body } : {}),
  });
  return {
    shell: { ...shell, submitLabel: `${editing ? 'Update' : 'Create'} ${spec.noun}` },
    field,
    checkbox,
  };
}
