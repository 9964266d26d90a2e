import { useState } from 'react';
import type { Failure } from './api-client.ts';
import { notifyError, notifySuccess } from './notify.ts';

/** What the hook needs of a correction's mutation (lib/mutations.ts). */
interface ReasonMutation<V, D> {
  mutate(vars: V, options: { onSuccess: (r: { success: true; data: D } | Failure) => void }): void;
  isPending: boolean;
}

/**
 * A correction that asks why (void a payment, delete an agent payment, reverse a
 * transaction): which record the ReasonModal is open for, and the answer. The server's error
 * on the reason shows under the field with the dialog still open; any other refusal is a toast
 * and closes it; a success says `done`, closes it and hands the new record to `then`.
 */
export function useReasonAction<T, V, D>(
  mutation: ReasonMutation<V, D>,
  o: { vars: (target: T, reason: string) => V; done: string; then?: (data: D) => void },
) {
  const [target, setTarget] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const close = () => setTarget(null);
  const confirm = (reason: string) => {
    if (target === null) return;
    mutation.mutate(o.vars(target, reason), {
      onSuccess: (r) => {
        if (!r.success) {
          if (r.errors?.reason) return setError(r.errors.reason[0] ?? r.message);
          notifyError(r.message);
          return close();
        }
        notifySuccess(o.done);
        close();
        o.then?.(r.data);
      },
    });
  };
  return {
    target,
    /** Opens the dialog for `t`, without the error of an earlier try. */
    open: (t: T) => {
      setError(null);
      setTarget(t);
    },
    /** ReasonModal's props but its title, message, label and key. */
    dialog: {
      opened: target !== null,
      busy: mutation.isPending,
      error,
      onConfirm: confirm,
      onClose: close,
    },
  };
}
