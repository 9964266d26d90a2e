import { Modal, Stack } from '@mantine/core';
import type { ComponentProps, FormEventHandler, ReactNode } from 'react';
import { ModalActions } from './modal-actions.tsx';

/**
 * A dialog that holds a form: its fields, then Cancel (which closes it) and the submit action.
 * One place for the dialog, the form element and the action row every form dialog wrote out.
 */
export function FormModal(props: {
  opened: boolean;
  onClose: () => void;
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The submit button: its label, busy state, busy label, whether it is disabled. */
  action: Omit<ComponentProps<typeof ModalActions>, 'onCancel' | 'onClick'>;
  children: ReactNode;
}) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      <form onSubmit={props.onSubmit} noValidate>
        <Stack>
          {props.children}
          <ModalActions onCancel={props.onClose} {...props.action} />
        </Stack>
      </form>
    </Modal>
  );
}
