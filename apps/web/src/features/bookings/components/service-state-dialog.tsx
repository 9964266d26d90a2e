import { Alert, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { FieldErrors, ServiceStateInput } from '@app/contract';
import { SUPPLIER_MESSAGES } from '@app/contract/constants';
import { ModalActions } from '../../../components/modal-actions.tsx';
import { TextArea } from '../../../components/text-area.tsx';
import { formatMoney, agencyToday } from '../../../lib/format.ts';
import { MoneyInput } from '../../../components/money-input.tsx';
import type { ServiceMove } from './service-moves.ts';
import { MOVE_WORDS } from './service-moves.ts';

export interface ServiceStateDialogProps {
  opened: boolean;
  /** The line and the state it is being moved to (kept while the dialog fades out). */
  move: ServiceMove | null;
  busy: boolean;
  /** The server's refusal: its field errors under their fields, the rest above the buttons. */
  refusal: { message: string; errors?: FieldErrors | undefined } | null;
  onConfirm: (body: ServiceStateInput) => void;
  onClose: () => void;
}

/**
 * Record confirmation (the supplier's number, its date, notes), Mark changed (notes) or Cancel
 * service (notes), in its own chunk: loaded the first time a move is asked for. Enter submits;
 * the dialog sends once, as the payment dialogs do (a double click's second click is dropped).
 */
export function ServiceStateDialog(props: ServiceStateDialogProps) {
  const moveRef = useRef(props.move);
  if (props.opened && props.move) moveRef.current = props.move;
  const move = moveRef.current;
  const [number, setNumber] = useState('');
  const [date, setDate] = useState(agencyToday);
  const [notes, setNotes] = useState('');
  const [charge, setCharge] = useState('');
  const [touched, setTouched] = useState(false);
  const sent = useRef(false);
  useEffect(() => {
    if (!props.busy) sent.current = false;
  }, [props.busy]);
  // Each opening starts blank, dated today.
  const [openedFor, setOpenedFor] = useState<ServiceMove | null>(null);
  if (props.opened && props.move !== openedFor) {
    setOpenedFor(props.move);
    setNumber('');
    setDate(agencyToday());
    setNotes('');
    setCharge('');
    setTouched(false);
  }
  if (!move) return null;
  const confirming = move.to === 'confirmed';
  // A cancelled service with a cost may leave a charge its supplier keeps.
  const charging = move.to === 'cancelled' && move.cost !== null;
  const words = MOVE_WORDS[move.to];
  const local =
    confirming && number.trim() === '' ? SUPPLIER_MESSAGES.confirmationNumberRequired : null;
  const errors = props.refusal?.errors ?? {};
  const first = (k: string) => errors[k]?.[0];
  const shownElsewhere = [
    'confirmation_number',
    'confirmation_date',
    'notes',
    'cancellation_charge',
  ].some(first);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (local || !props.opened || sent.current) return;
    sent.current = true;
    props.onConfirm({
      state: move.to,
      ...(confirming
        ? { confirmation_number: number.trim(), confirmation_date: date || null }
        : {}),
      notes: notes.trim() || null,
      ...(charging && charge.trim() ? { cancellation_charge: charge.trim() } : {}),
    });
  };
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={words.title} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">
            {words.ask} <b>{move.name}</b>
            {move.supplier ? ` with ${move.supplier}` : ''}.
          </Text>
          {confirming && (
            <>
              <TextInput
                label="Confirmation number"
                required
                maxLength={50}
                value={number}
                onChange={(e) => setNumber(e.currentTarget.value)}
                error={(touched && local) || first('confirmation_number')}
                data-autofocus
              />
              <TextInput
                label="Date"
                type="date"
                value={date}
                onChange={(e) => setDate(e.currentTarget.value)}
                error={first('confirmation_date')}
              />
            </>
          )}
          {charging && (
            <MoneyInput
              label="Cancellation charge"
              description={`What ${move.supplier ?? 'the supplier'} keeps, at most ${formatMoney(move.cost!, move.currency ?? 'INR')}; blank for none`}
              currency={move.currency ?? 'INR'}
              max={move.cost!}
              maxMessage={SUPPLIER_MESSAGES.chargeAboveCost(
                formatMoney(move.cost!, move.currency ?? 'INR'),
              )}
              value={charge}
              onChange={(v) => setCharge(String(v ?? ''))}
              error={first('cancellation_charge')}
              data-autofocus
            />
          )}
          <TextArea
            label="Notes"
            minRows={2}
            maxLength={2000}
            value={notes}
            onChange={(e) => setNotes(e.currentTarget.value)}
            error={first('notes')}
            {...(confirming || charging ? {} : { 'data-autofocus': true })}
          />
          {props.refusal && !shownElsewhere && (
            <Alert color="red" role="alert">
              {first('state') ?? props.refusal.message}
            </Alert>
          )}
          <ModalActions
            onCancel={props.onClose}
            label={words.action}
            busy={props.busy}
            color={move.to === 'cancelled' ? 'red.9' : undefined}
          />
        </Stack>
      </form>
    </Modal>
  );
}
