import { Modal, Stack, Text } from '@mantine/core';
import type { ComponentProps } from 'react';
import { useEffect, useRef, useState } from 'react';
import { VOID_REASON_MAX, VOID_REASON_MIN } from '@app/contract/constants';
import { ModalActions } from './modal-actions.tsx';
import { TextArea } from './text-area.tsx';

export interface ReasonModalProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  busy: boolean;
  error?: string | null | undefined;
  /** The shortest reason taken (a cancellation takes any); VOID_REASON_MIN unless given. */
  min?: number;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** What is wrong with a reason as typed (the server says the same), or null. */
export const reasonProblem = (trimmed: string, min: number = VOID_REASON_MIN) =>
  trimmed.length === 0
    ? 'The reason field is required.'
    : trimmed.length < min
      ? `The reason must be at least ${min} characters.`
      : null;

/**
 * The Reason field of a dialog that asks why: required, at most VOID_REASON_MAX characters,
 * focused when the dialog opens. ReasonDialog's, and any dialog that asks more than a reason.
 */
export function ReasonField(props: ComponentProps<typeof TextArea>) {
  return (
    <TextArea
      label="Reason"
      required
      minRows={2}
      maxLength={VOID_REASON_MAX}
      data-autofocus
      {...props}
    />
  );
}

/** ReasonModal's dialog, in its own chunk (reason-modal.tsx). */
export function ReasonDialog(props: ReasonModalProps) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  // Closing, the modal fades out: it keeps the words it was opened with (the caller's record
  // is already cleared), and takes no second confirm (a double click's second click lands on
  // the button before `busy` disables it, or while it fades).
  const message = useRef(props.message);
  if (props.opened) message.current = props.message;
  const sent = useRef(false);
  useEffect(() => {
    if (!props.busy) sent.current = false;
  }, [props.busy]);
  const trimmed = reason.trim();
  const local = reasonProblem(trimmed, props.min);
  const close = () => {
    setReason('');
    setTouched(false);
    props.onClose();
  };
  const submit = () => {
    setTouched(true);
    if (local || !props.opened || sent.current) return;
    sent.current = true;
    props.onConfirm(trimmed);
  };
  return (
    <Modal opened={props.opened} onClose={close} title={props.title} centered>
      <Stack>
        <Text size="sm">{message.current}</Text>
        <ReasonField
          value={reason}
          onChange={(e) => {
            setReason(e.currentTarget.value);
          }}
          error={(touched && local) || props.error || undefined}
        />
        <ModalActions
          onCancel={close}
          label={props.confirmLabel}
          busy={props.busy}
          color="red.9"
          onClick={submit}
        />
      </Stack>
    </Modal>
  );
}
