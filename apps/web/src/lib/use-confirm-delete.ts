import { confirmAction } from './confirm.tsx';
import { notifyError, notifySuccess } from './notify.ts';

type Outcome = { success: true } | { success: false; message: string };

/** What the hook needs of a delete mutation (lib/mutations.ts): its `mutate`. */
interface DeleteMutation<V, R extends Outcome> {
  mutate: (variables: V, options: { onSuccess: (r: R) => void }) => void;
}

/**
 * Confirm, then delete, then say how it went: the spec's question in a modal, the mutation on
 * "Delete", a toast with `done` or the server's refusal. `then` runs after a success (a detail
 * page goes back to its list). The returned function asks about one record; a question that
 * names the record is given there instead of in `opts`.
 */
export function useConfirmDelete<V, R extends Outcome>(
  mutation: DeleteMutation<V, R>,
  opts: { title: string; message?: string; done: string; then?: () => void },
) {
  return (variables: V, message = opts.message ?? '') =>
    confirmAction({
      title: opts.title,
      message,
      confirmLabel: 'Delete',
      onConfirm: () =>
        mutation.mutate(variables, {
          onSuccess: (r) => {
            if (!r.success) return notifyError(r.message);
            notifySuccess(opts.done);
            opts.then?.();
          },
        }),
    });
}
