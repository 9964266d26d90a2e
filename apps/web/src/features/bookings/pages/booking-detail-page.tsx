import type { BookingDetail as BookingDetailT } from '@app/contract';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { BookingDetail } from '@app/contract';
import { can } from '@app/contract/constants';
import { DetailHeader, EditButton } from '../../../components/detail-header.tsx';
import { ListBackButton } from '../../../components/list-back-button.tsx';
import { recordDetailPage } from '../../../components/record-detail-page.tsx';
import { ValueBadge } from '../../../components/status-badge.tsx';
import { HistoryPanel } from '../../../components/history-panel.tsx';
import { formatDate } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useBooking } from '../api/bookings-api.ts';
import { AgentSettlement } from '../components/agent-settlement.tsx';
import { BookingMessages } from '../components/booking-messages.tsx';
import { BookingNotes, BookingPeople, FinancialSummary } from '../components/booking-overview.tsx';
import { BookingTables } from '../components/booking-tables.tsx';
import { PaymentHistory } from '../components/payment-history.tsx';
import { TaxDocumentsCard } from '../components/tax-documents-card.tsx';
import { VoucherActions } from '../components/voucher-actions.tsx';
import { CancelBooking } from '../components/cancel-booking.tsx';
import { ReopenBooking } from '../components/reopen-booking.tsx';
import { SettlementCard } from '../components/settlement-card.tsx';
import { BookingServices } from '../../trips/components/booking-services.tsx';
import { EnquiryLinkText } from '../../trips/components/enquiry-link.tsx';
import { bookingNotFound } from '../../../components/record-not-found.tsx';

export default recordDetailPage(useBooking, bookingNotFound, (b) => <BookingDetail b={b} />);

/** The file number, its statuses, when it was booked and the enquiry it came from. */
function BookingHeader({ b }: { b: BookingDetail }) {
  const mayEdit = can(useCurrentUser(), 'edit_bookings');
  return (
    <DetailHeader
      title={b.file_number}
      badges={
        <>
          <ValueBadge kind="bookingStatus" value={b.status} />
          <ValueBadge kind="paymentStatus" value={b.payment_status} />
          <Text span size="sm" c="dimmed">
            Booked {formatDate(b.booking_date)}
          </Text>
          <EnquiryLinkText booking={b} />
        </>
      }
      actions={
        <>
          <VoucherActions booking={b} />
          {mayEdit && <EditButton to={paths.bookingEdit(b.id)} />}
          <CancelBooking booking={b} />
          {b.status === 'cancelled' && <ReopenBooking booking={b} />}
          <ListBackButton list={paths.bookings} />
        </>
      }
    />
  );
}

function BookingDetail({ b }: { b: BookingDetailT }) {
  const user = useCurrentUser();

  return (
    <>
      <BookingHeader b={b} />
      <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="lg">
        <Stack gap="lg" style={{ gridColumn: 'span 2' }}>
          <BookingPeople b={b} />
          <FinancialSummary
            b={b}
            fromServices={[...b.accommodations, ...b.tours, ...b.flights].some(
              (l) => l.cost !== null,
            )}
          />
          {b.status === 'cancelled' && <SettlementCard booking={b} />}
          <BookingTables booking={b} />
          <BookingServices booking={b} />
          {b.agent && can(user, 'view_agent_payments') && <AgentSettlement booking={b} />}
          <TaxDocumentsCard bookingId={b.id} />
          <BookingNotes b={b} />
        </Stack>
        <div>
          <PaymentHistory booking={b} />
        </div>
      </SimpleGrid>
      <BookingMessages booking={b} />
      <HistoryPanel recordType="booking" id={b.id} currency={b.currency} />
    </>
  );
}
