import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { modalsReady } from './overlays.tsx';

/** A confirm modal with the spec's question, in place of window.confirm. */
export function confirmAction(opts: {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  danger?: boolean;
  onConfirm: () => void;
}) {
  void modalsReady().then(() =>
    modals.openConfirmModal({
      title: opts.title,
      centered: true,
      children: <Text size="sm">{opts.message}</Text>,
      labels: { confirm: opts.confirmLabel, cancel: opts.cancelLabel ?? 'Cancel' },
      confirmProps: { color: opts.danger === false ? 'blue' : 'red' },
      onConfirm: opts.onConfirm,
    }),
  );
}
