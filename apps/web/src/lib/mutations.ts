import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A mutation over an envelope-returning call (`apiCall`): on success it invalidates the
 * queries it changes; a failure stays in the result for the form or toast to show.
 */
export function useEnvelopeMutation<A, R extends { success: boolean }>(
  fn: (args: A) => Promise<R>,
  invalidates: readonly (readonly string[])[],
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (r) => {
      if (r.success) for (const queryKey of invalidates) void qc.invalidateQueries({ queryKey });
    },
  });
}
