import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { modalsReady } from './overlays.tsx';

/**
 * A confirm modal with the spec's question, in place of window.confirm. Its action runs once:
 * the second click of a double click lands on the button while the modal fades out, and would
 * confirm again (a second delete, a second email).
 */
export function confirmAction(opts: {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  danger?: boolean;
  onConfirm: () => void;
}) {
  let confirmed = false;
  const onConfirm = () => {
    if (confirmed) return;
    confirmed = true;
    opts.onConfirm();
  };
  void modalsReady().then(() =>
    modals.openConfirmModal({
      title: opts.title,
      centered: true,
      children: <Text size="sm">{opts.message}</Text>,
      labels: { confirm: opts.confirmLabel, cancel: opts.cancelLabel ?? 'Cancel' },
      confirmProps: { color: opts.danger === false ? 'blue' : 'red' },
      onConfirm,
    }),
  );
}
