import { useEffect, useRef } from 'react';
import { useLazyDialog } from '../lib/lazy-dialog.ts';
import type { ReasonModalProps } from './reason-dialog.tsx';

const loadDialog = () => import('./reason-dialog.tsx').then((m) => m.ReasonDialog);

/**
 * A confirm dialog that asks why: voiding a payment, reversing a transaction. The
 * reason is required (3 to 500 characters, the server says the same); a server error on it
 * shows under the field.
 *
 * Its code (the modal, the text area) loads the first time it is opened, not with the page
 * (docs/decisions/039-first-page-budget.md); from then on it stays mounted, as before.
 */
export function ReasonModal(props: ReasonModalProps) {
  const dialog = useLazyDialog(loadDialog);
  const asked = useRef(false);
  const { opened } = props;
  useEffect(() => {
    if (!opened || asked.current) return;
    asked.current = true;
    dialog.open();
  });
  if (!dialog.Dialog) return null;
  return <dialog.Dialog {...props} opened={opened && dialog.opened} />;
}
