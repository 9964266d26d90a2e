import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Booking } from '@app/contract';
import { can, CANCELLED_BOOKING, DOCUMENT_ACCESS, FIGURE_LABELS } from '@app/contract/constants';
import { DownloadButton } from '../../../components/download-button.tsx';
import { amountClass, FigureGrid } from '../../../components/figure-grid.tsx';
import { ReasonModal } from '../../../components/reason-modal.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { downloadFile } from '../../../lib/download.ts';
import { useLazyDialog } from '../../../lib/lazy-dialog.ts';
import { paths } from '../../../lib/paths.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useReasonAction } from '../../../lib/use-reason-action.ts';
import type { Refund, Refunds } from '../api/refunds-api.ts';
import { useRefunds, useVoidRefund } from '../api/refunds-api.ts';
import { useReopenRefusal } from './reopen-booking.tsx';
import { VoidedNote } from './voided-note.tsx';

/** The voucher's name as the server gives it ("Refund-Voucher-RV-2026-27-00001.pdf"). */
const voucherFile = (number: string) =>
  `Refund-Voucher-${number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;

const loadRecordRefund = () => import('./record-refund-modal.tsx').then((m) => m.RecordRefundModal);

/** Where a cancelled file's money stands: a refund due, a charge still owed, or settled. */
function SettlementState({ s }: { s: Refunds['settlement'] }) {
  const [label, color] =
    Number(s.refundable) > 0
      ? ['Refund due', 'orange']
      : Number(s.owed) > 0
        ? ['Charge owed', 'red']
        : ['Settled', 'teal'];
  return (
    <Badge variant="light" color={color}>
      {label}
    </Badge>
  );
}

function Fig(props: { label: string; value: string; currency: string; colour?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {props.label}
      </Text>
      <Text fw={600} component="div" c={props.colour} className={amountClass}>
        {formatMoney(props.value, props.currency)}
      </Text>
    </div>
  );
}

/**
 * A cancelled file's settlement (decision 052): what it received, the charge it keeps, what was
 * refunded and what is still refundable (or owed, when the charge is more than was paid), and
 * its refunds, each voidable by a manager with a reason. Record refund (the refund key) opens
 * its dialog, loaded on its press.
 */
export function SettlementCard({ booking: b }: { booking: Booking }) {
  const q = useRefunds(b.id);
  const user = useCurrentUser();
  const record = useLazyDialog(loadRecordRefund);
  const mayVoid = can(user, 'void_payments');
  const voiding = useReasonAction(useVoidRefund(), {
    vars: (r: Refund, reason) => ({ refundId: r.id, reason }),
    done: CANCELLED_BOOKING.refundVoided,
  });
  const { refusal } = useReopenRefusal(b);
  const s = q.data?.data.settlement;
  const refunds = q.data?.data.refunds ?? [];
  const owed = s !== undefined && Number(s.owed) > 0;
  return (
    <SectionCard
      title="Settlement"
      named
      actions={
        <Group gap="xs">
          {s && <SettlementState s={s} />}
          {s && can(user, 'create_payments') && Number(s.refundable) > 0 && (
            <Button size="xs" leftSection={<IconPlus size={14} />} onClick={record.open}>
              Record refund
            </Button>
          )}
        </Group>
      }
    >
      {q.isError ? (
        <Text c="red.8" size="sm">
          {q.error.message}
        </Text>
      ) : !s ? (
        <Text size="sm" c="dimmed">
          Loading...
        </Text>
      ) : (
        <>
          <FigureGrid min="8rem" mb="md">
            <Fig label="Paid" value={s.received} currency={b.currency} />
            <Fig label={FIGURE_LABELS.cancellation_charge} value={s.charge} currency={b.currency} />
            <Fig label={FIGURE_LABELS.refunded_amount} value={s.refunded} currency={b.currency} />
            {owed ? (
              <Fig label="Owed" value={s.owed} currency={b.currency} colour="red.9" />
            ) : (
              <Fig
                label="Refundable"
                value={s.refundable}
                currency={b.currency}
                colour={Number(s.refundable) > 0 ? 'orange.9' : 'teal.9'}
              />
            )}
          </FigureGrid>
          {refunds.length === 0 ? (
            <Text size="sm" c="dimmed">
              No refunds yet
            </Text>
          ) : (
            <RefundList
              refunds={refunds}
              currency={b.currency}
              onVoid={mayVoid ? voiding.open : null}
              mayReadVoucher={can(user, DOCUMENT_ACCESS.tax_document.read)}
            />
          )}
          {refusal && can(user, 'edit_bookings') && (
            <Text size="xs" c="dimmed" mt="sm" data-testid="reopen-refusal">
              {refusal}
            </Text>
          )}
        </>
      )}
      <ReasonModal
        key={voiding.target?.id ?? 'none'}
        title="Void Refund"
        message={`Void the refund of ${voiding.target ? formatMoney(voiding.target.amount, b.currency) : ''}? It stays listed, struck through, and its entry in the books is reversed.`}
        confirmLabel="Void"
        {...voiding.dialog}
      />
      {record.Dialog && s && (
        <record.Dialog
          booking={b}
          refundable={s.refundable}
          opened={record.opened}
          onClose={record.close}
        />
      )}
    </SectionCard>
  );
}

/**
 * The refunds, newest first, one line each as the agent's payments are (it reads at a phone's
 * width too): amount and date, the account it left, its reference and who recorded it, the
 * refund voucher's number; the voucher's PDF (the tax documents' readers) and Void (a manager).
 */
function RefundList(props: {
  refunds: Refund[];
  currency: string;
  onVoid: ((r: Refund) => void) | null;
  mayReadVoucher: boolean;
}) {
  return (
    <Stack gap="sm">
      {props.refunds.map((r) => (
        <Group
          key={r.id}
          justify="space-between"
          align="flex-start"
          wrap="nowrap"
          gap="xs"
          data-testid="refund"
          data-voided={r.voided_at ? 'true' : 'false'}
        >
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} td={r.voided_at ? 'line-through' : undefined}>
              <span className={amountClass}>{formatMoney(r.amount, props.currency)}</span> ·{' '}
              {formatDate(r.refund_date)}
            </Text>
            <Text size="xs" c="dimmed">
              From{' '}
              <Anchor component={Link} to={paths.accountStatement(r.account.id)} size="xs">
                {r.account.name}
              </Anchor>
              {r.reference ? ` · Ref ${r.reference}` : ''}
              {r.created_by ? ` · by ${r.created_by.name}` : ''}
            </Text>
            <Text size="xs" c="dimmed">
              Refund voucher {r.voucher_number}
            </Text>
            {r.notes && (
              <Text size="xs" c="dimmed">
                {r.notes}
              </Text>
            )}
            <VoidedNote payment={r} />
          </div>
          {!r.voided_at && (
            <Group gap={4} justify="flex-end" wrap="nowrap">
              {props.mayReadVoucher && (
                <DownloadButton
                  size="compact-xs"
                  variant="subtle"
                  iconSize={12}
                  aria-label={`Voucher ${r.voucher_number}`}
                  label="Voucher"
                  download={() =>
                    downloadFile(
                      'GET /refunds/:id/voucher.pdf',
                      { params: { id: r.id } },
                      voucherFile(r.voucher_number),
                    )
                  }
                  failed={CANCELLED_BOOKING.downloadVoucher}
                />
              )}
              {props.onVoid && (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red.9"
                  // Mantine's subtle text stops at shade 6 (3.3:1 on white): red.9 reads 6:1.
                  c="red.9"
                  aria-label={`Void refund ${formatMoney(r.amount, props.currency)}`}
                  onClick={() => props.onVoid?.(r)}
                >
                  Void
                </Button>
              )}
            </Group>
          )}
        </Group>
      ))}
    </Stack>
  );
}
