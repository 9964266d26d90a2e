import { Button } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import type { BookingWithLines } from '@app/contract';
import {
  can,
  DOCUMENT_ACCESS,
  isUnconfirmed,
  SERVICE_ORDER_FAIL,
  SERVICE_ORDER_OK,
} from '@app/contract/constants';
import { DownloadButton } from '../../../components/download-button.tsx';
import { confirmAction } from '../../../lib/confirm.tsx';
import { notifyQueued } from '../../../lib/documents.ts';
import { downloadFile } from '../../../lib/download.ts';
import { notifyError } from '../../../lib/notify.ts';
import { callEndpoint } from '../../../lib/endpoint-call.ts';
import { useEnvelopeMutation } from '../../../lib/mutations.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import type { ServiceKind } from '../api/bookings-api.ts';
import { CHANGES } from '../api/bookings-api.ts';
import type { ServiceOf } from './service-state.tsx';

/**
 * Send request: queue a service's order to its supplier's email. The service may move to
 * requested, so the file's reads are refreshed as after any write. Here, not in the feature's
 * api file: its words then load with the booking's page alone, not with every bookings page.
 */
const useServiceRequest = (bookingId: number) =>
  useEnvelopeMutation(
    (v: { kind: ServiceKind; lineId: number }) =>
      callEndpoint('POST /bookings/:id/services/:kind/:lineId/request', {
        params: { id: bookingId, kind: v.kind, lineId: v.lineId },
        fallback: SERVICE_ORDER_FAIL.request,
      }),
    CHANGES,
  );

/**
 * A file's service orders: `actions` gives a line's buttons. Send request (for those who edit
 * bookings, on a file not cancelled, a service not confirmed whose supplier has an email) asks
 * first, then queues the order to the supplier; the service order's PDF is the order as the
 * supplier will receive it.
 */
export function useServiceOrders(b: BookingWithLines) {
  const user = useCurrentUser();
  const mutation = useServiceRequest(b.id);
  const mayRead = can(user, DOCUMENT_ACCESS.service_order.read);
  const maySend = can(user, DOCUMENT_ACCESS.service_order.send) && b.status !== 'cancelled';

  const send = (kind: ServiceKind, line: ServiceOf, name: string, to: string) =>
    confirmAction({
      title: 'Send request',
      message: `Send the service order for ${name} to ${line.supplier!.name} (${to})?`,
      confirmLabel: 'Send',
      danger: false,
      onConfirm: () =>
        mutation.mutate(
          { kind, lineId: line.id },
          {
            onSuccess: (r) => (r.success ? notifyQueued(r.data) : notifyError(r.message)),
          },
        ),
    });

  const actions = (kind: ServiceKind, line: ServiceOf, name: string) => {
    if (!line.supplier) return null;
    const to = line.supplier.email;
    return (
      <>
        {maySend && to && isUnconfirmed(line.service_state) && (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconSend size={14} />}
            disabled={mutation.isPending}
            aria-label={`Send request for ${name}`}
            onClick={() => send(kind, line, name, to)}
          >
            Send request
          </Button>
        )}
        {mayRead && (
          <DownloadButton
            variant="subtle"
            size="compact-sm"
            iconSize={14}
            label="Service order"
            aria-label={`Download the service order for ${name}`}
            download={() =>
              downloadFile(
                'GET /bookings/:id/services/:kind/:lineId/service-order',
                { params: { id: b.id, kind, lineId: line.id } },
                `Service-Order-${b.id}-${kind}-${line.id}.pdf`,
              )
            }
            failed={SERVICE_ORDER_FAIL.download}
            done={SERVICE_ORDER_OK.downloaded}
          />
        )}
      </>
    );
  };
  return { actions };
}
