import { useQuery } from '@tanstack/react-query';
import { CANCELLED_BOOKING } from '@app/contract/constants';
import { callEndpoint } from '../../../lib/endpoint-call.ts';
import type { EndpointAnswer } from '../../../lib/endpoint-call.ts';
import { detailQuery } from '../../../lib/endpoint-queries.ts';
import { useBodyMutation, useEnvelopeMutation } from '../../../lib/mutations.ts';
import { CHANGES } from './bookings-api.ts';

/*
 * A cancelled file's settlement and its refunds, the quote that suggests a charge and
 * reopening (decision 052; contract src/endpoints/refunds.ts). Keyed under 'bookings', so any
 * write to a file refreshes them, and a refund or its void refreshes the file.
 */

export type Refunds = EndpointAnswer<'GET /bookings/:id/refunds'>['data'];
export type Refund = Refunds['refunds'][number];

const refundsQuery = detailQuery(
  'GET /bookings/:id/refunds',
  CANCELLED_BOOKING.fetchRefunds,
  'refunds',
);
export const useRefunds = (id: number, enabled = true) =>
  useQuery({ ...refundsQuery(id), enabled });

/** Refund the file's payer from a money account: the answer is the settlement after it. */
export const useAddRefund = (bookingId: number) =>
  useBodyMutation('POST /bookings/:id/refunds', bookingId, CANCELLED_BOOKING.refundFail, CHANGES);

/** Void a refund (a manager), with a reason: it stays listed, struck through. */
export const useVoidRefund = () =>
  useEnvelopeMutation(
    ({ refundId, reason }: { refundId: number; reason: string }) =>
      callEndpoint('POST /refunds/:id/void', {
        params: { id: refundId },
        body: { reason },
        fallback: CANCELLED_BOOKING.voidRefundFail,
      }),
    CHANGES,
  );

export type CancellationQuote = EndpointAnswer<'GET /bookings/:id/cancellation-quote'>['data'];

const quoteQuery = detailQuery(
  'GET /bookings/:id/cancellation-quote',
  CANCELLED_BOOKING.fetchQuote,
  'cancellation-quote',
);
/** What cancelling the file today would keep under its policy: read when Cancel is opened. */
export const useCancellationQuote = (id: number, enabled: boolean) =>
  useQuery({ ...quoteQuery(id), enabled });

/** A manager reopens a cancelled file, with a reason its History keeps (back to confirmed). */
export const useReopenBooking = (bookingId: number) =>
  useEnvelopeMutation(
    ({ reason }: { reason: string }) =>
      callEndpoint('POST /bookings/:id/reopen', {
        params: { id: bookingId },
        body: { reason },
        fallback: CANCELLED_BOOKING.reopenFail,
      }),
    CHANGES,
  );
