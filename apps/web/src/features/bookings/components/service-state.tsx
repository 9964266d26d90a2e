import { Badge, Group, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import type { AccommodationLine, ServiceStateInput } from '@app/contract';
import {
  BOOKING_OK,
  isUnconfirmed,
  NOT_CONFIRMED,
  SERVICE_STATE_LABELS,
  SERVICE_STATE_MOVES,
} from '@app/contract/constants';
import { ButtonMenu } from '../../../components/button-menu.tsx';
import type { Failure } from '../../../lib/api-client.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useLazyDialog } from '../../../lib/lazy-dialog.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import type { ServiceKind } from '../api/bookings-api.ts';
import { useServiceState } from '../api/bookings-api.ts';
import type { ServiceMove } from './service-moves.ts';
import { MOVE_WORDS, STATE_COLOURS, unconfirmedDaysLeft } from './service-moves.ts';

/** What the page shows of a line's service: the answers' service fields, on any kind of line. */
export type ServiceOf = Pick<
  AccommodationLine,
  | 'id'
  | 'supplier'
  | 'cost'
  | 'cost_currency'
  | 'service_state'
  | 'confirmation_number'
  | 'state_changed_at'
  | 'state_changed_by'
  | 'cancellation_charge'
>;

const loadDialog = () => import('./service-state-dialog.tsx').then((m) => m.ServiceStateDialog);

/**
 * Moving the file's services with their suppliers: `start` a move from a line's menu (Mark
 * requested and Back to to request at once, the others through the dialog); the dialog, loaded
 * the first time it is needed, is `dialog`. The answer's file shows on the page.
 */
export function useServiceMoves(bookingId: number) {
  const mutation = useServiceState(bookingId);
  const lazy = useLazyDialog(loadDialog);
  const [move, setMove] = useState<ServiceMove | null>(null);
  const [refusal, setRefusal] = useState<Failure | null>(null);
  const send = (m: ServiceMove, body: ServiceStateInput) =>
    mutation.mutate(
      { kind: m.kind, lineId: m.lineId, body },
      {
        onSuccess: (r) => {
          if (!r.success) {
            if (MOVE_WORDS[m.to].dialog) return setRefusal(r);
            return notifyError(r.errors?.state?.[0] ?? r.message);
          }
          notifySuccess(BOOKING_OK.serviceMoved);
          lazy.close();
        },
      },
    );
  const start = (m: ServiceMove) => {
    if (!MOVE_WORDS[m.to].dialog) return send(m, { state: m.to });
    setRefusal(null);
    setMove(m);
    lazy.open();
  };
  const dialog = lazy.Dialog && (
    <lazy.Dialog
      opened={lazy.opened}
      move={move}
      busy={mutation.isPending}
      refusal={refusal}
      onConfirm={(body) => move && send(move, body)}
      onClose={lazy.close}
    />
  );
  return { start, dialog, busy: mutation.isPending };
}

/** The days left as the "Not confirmed" badge says them. */
const daysLeft = (days: number) =>
  days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`;

/**
 * A line's service, under the line: its supplier and net cost in the supplier's currency, where
 * it stands with the supplier (Confirmed with the supplier's number), "Not confirmed" while the
 * supplier has not confirmed it (red, with the days left, when its day is within a week), who
 * moved it last and when, the line's own `actions` (its service order), and (for those who edit
 * bookings) the menu of the moves it may make.
 */
export function ServiceRow(props: {
  kind: ServiceKind;
  line: ServiceOf;
  name: string;
  /** The service's day: a hotel's check-in, a tour's date, a flight's. */
  date: string | null;
  today: string;
  /** Starts a move; none when the user may not edit the file. */
  onMove?: ((m: ServiceMove) => void) | undefined;
  /** Buttons of the line's own (Send request, its service order). */
  actions?: ReactNode;
}) {
  const { line } = props;
  const state = line.service_state;
  const moves = SERVICE_STATE_MOVES[state];
  const days = unconfirmedDaysLeft(state, props.date, props.today);
  const number = line.confirmation_number;
  return (
    <Group gap="xs" wrap="wrap" style={{ columnGap: 'var(--mantine-spacing-md)' }}>
      <Text size="sm" c={line.supplier ? undefined : 'dimmed'}>
        {line.supplier ? (
          <>
            {line.supplier.name}
            {line.cost !== null && (
              <Text span size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {' · '}
                {formatMoney(line.cost, line.cost_currency ?? 'INR')}
              </Text>
            )}
          </>
        ) : (
          'No supplier'
        )}
      </Text>
      <Group gap={6} wrap="nowrap">
        <Badge color={STATE_COLOURS[state]} variant="light" c="dark.7" miw="max-content">
          {SERVICE_STATE_LABELS[state]}
          {state === 'confirmed' && number ? ` · ${number}` : ''}
        </Badge>
        {isUnconfirmed(state) &&
          (days === null ? (
            <Badge color="red.9" variant="outline" miw="max-content">
              {NOT_CONFIRMED}
            </Badge>
          ) : (
            <Badge color="red" variant="filled" miw="max-content">
              {`${NOT_CONFIRMED} · ${daysLeft(days)}`}
            </Badge>
          ))}
      </Group>
      {state === 'cancelled' && line.cancellation_charge !== null && (
        <Text size="xs" c="dimmed">
          Charge kept {formatMoney(line.cancellation_charge, line.cost_currency ?? 'INR')}
        </Text>
      )}
      {state !== 'confirmed' && number && (
        <Text size="xs" c="dimmed">
          Conf. {number}
        </Text>
      )}
      {line.state_changed_at && (
        <Text size="xs" c="dimmed">
          {line.state_changed_by ? `${line.state_changed_by.name}, ` : ''}
          {formatDateTime(line.state_changed_at)}
        </Text>
      )}
      <Group gap={4} ml="auto" wrap="wrap">
        {props.actions}
        {props.onMove && moves.length > 0 && (
          <ButtonMenu
            label="Update"
            button={{
              variant: 'subtle',
              size: 'compact-sm',
              rightSection: <IconChevronDown size={14} />,
              ...({ 'aria-label': `Update ${props.name}` } as object),
            }}
            items={moves.map((to) => ({
              label: MOVE_WORDS[to].menu,
              onClick: () =>
                props.onMove!({
                  kind: props.kind,
                  lineId: line.id,
                  to,
                  name: props.name,
                  supplier: line.supplier?.name ?? null,
                  cost: line.cost,
                  currency: line.cost_currency,
                }),
            }))}
          />
        )}
      </Group>
    </Group>
  );
}
