import { useQuery } from '@tanstack/react-query';
import { BOOKING_FAIL } from '@app/contract/constants';
import { callEndpoint } from '../../../lib/endpoint-call.ts';
import type { EndpointAnswer } from '../../../lib/endpoint-call.ts';
import { detailQuery } from '../../../lib/endpoint-queries.ts';
import { useBodyMutation, useEnvelopeMutation } from '../../../lib/mutations.ts';
import { CHANGES } from './bookings-api.ts';

/*
 * A cancelled file's settlement and its refunds (decision 052; contract
 * src/endpoints/refunds.ts). Keyed under 'bookings', so any write to a file refreshes them, and
 * a refund or its void refreshes the file.
 */

export type Refunds = EndpointAnswer<'GET /bookings/:id/refunds'>['data'];
export type Refund = Refunds['refunds'][number];

const refundsQuery = detailQuery('GET /bookings/:id/refunds', BOOKING_FAIL.fetchRefunds, 'refunds');
export const useRefunds = (id: number, enabled = true) =>
  useQuery({ ...refundsQuery(id), enabled });

/** Refund the file's payer from a money account: the answer is the settlement after it. */
export const useAddRefund = (bookingId: number) =>
  useBodyMutation('POST /bookings/:id/refunds', bookingId, BOOKING_FAIL.refund, CHANGES);

/** Void a refund (a manager), with a reason: it stays listed, struck through. */
export const useVoidRefund = () =>
  useEnvelopeMutation(
    ({ refundId, reason }: { refundId: number; reason: string }) =>
      callEndpoint('POST /refunds/:id/void', {
        params: { id: refundId },
        body: { reason },
        fallback: BOOKING_FAIL.voidRefund,
      }),
    CHANGES,
  );
