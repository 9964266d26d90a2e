import type { UseFormReturnType } from '@mantine/form';
import { useNavigate } from 'react-router';
import type { Failure } from './api-client.ts';
import { afterSave } from './after-save.tsx';
import { formGuard, showSaveFailure } from './form.ts';
import { listHref } from './list-href.ts';

type Saved<D> = { success: true; data: D } | Failure;

/** What the hook needs of a save mutation (lib/mutations.ts). */
interface SaveMutation<B, D> {
  mutate(body: B, options: { onSuccess: (r: Saved<D>) => void }): void;
  isPending: boolean;
  data?: { success: boolean } | undefined;
}

/**
 * A record form's save: the body from the values, a refusal under its fields (or as a toast),
 * a success back to the list with the record first and an "Open" link (afterSave). Gives
 * FormShell its `onSubmit`, `busy`, `cancelTo` (the list as the user left it) and the error
 * summary and unsaved-changes guard (`formGuard`: every record form asks before leaving with
 * changes), and each field's input props (`checkbox` for a switch).
 */
export function useSaveForm<V extends Record<string, unknown>, B, D extends { id: number }>(
  form: UseFormReturnType<V>,
  save: SaveMutation<B, D>,
  o: {
    list: string;
    /** The spec's success message (created or updated). */
    message: string;
    open: (id: number) => string;
    /** The list's address when the record decides it (a day plan's date). */
    to?: (saved: D) => string;
    body?: (values: V) => B;
  },
) {
  const navigate = useNavigate();
  const onSubmit = form.onSubmit((values) =>
    save.mutate(o.body ? o.body(values) : (values as unknown as B), {
      onSuccess: (r) => {
        if (!r.success) return showSaveFailure(r, form.setErrors);
        const to = o.to?.(r.data);
        afterSave(navigate, {
          message: o.message,
          list: o.list,
          id: r.data.id,
          open: o.open(r.data.id),
          ...(to === undefined ? {} : { to }),
        });
      },
    }),
  );
  const shell = {
    onSubmit,
    busy: save.isPending,
    cancelTo: listHref(o.list),
    ...formGuard(form, save),
  };
  const field = (name: keyof V & string) => ({ ...form.getInputProps(name) });
  /** A checkbox or switch field (`checked` instead of `value`). */
  const checkbox = (name: keyof V & string) => ({
    ...form.getInputProps(name, { type: 'checkbox' }),
  });
  return { shell, field, checkbox };
}
