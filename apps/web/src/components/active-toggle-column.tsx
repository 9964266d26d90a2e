import { notifyError } from '../lib/notify.ts';
import { ActiveToggle } from './active-toggle.tsx';
import type { Column } from './data-table.tsx';

type Input = number | { id: number };
const idOf = (v: Input) => (typeof v === 'number' ? v : v.id);

/**
 * A list's Status column whose badge switches the row on and off (categories, drivers): off
 * for a user who may not edit and for the row whose change is still out; a refusal is a toast.
 */
export function activeToggleColumn<T extends { id: number; name: string }, V extends Input>(o: {
  active: (row: T) => boolean;
  canEdit: boolean;
  toggle: {
    mutate(
      input: V,
      options: { onSuccess: (r: { success: true } | { success: false; message: string }) => void },
    ): void;
    isPending: boolean;
    variables: V | undefined;
  };
  /** What the toggle takes for a row: its id, or the row itself. */
  input: (row: T) => V;
}): Column<T> {
  const { toggle } = o;
  return {
    key: 'status',
    header: 'Status',
    cell: (row) => (
      <ActiveToggle
        active={o.active(row)}
        name={row.name}
        disabled={
          !o.canEdit ||
          (toggle.isPending && toggle.variables !== undefined && idOf(toggle.variables) === row.id)
        }
        onToggle={() =>
          toggle.mutate(o.input(row), { onSuccess: (r) => !r.success && notifyError(r.message) })
        }
      />
    ),
  };
}
