import { Text } from '@mantine/core';
import type { BookingDetail } from '@app/contract';
import { can } from '@app/contract/constants';
import { paths } from '../../../lib/paths.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { RecordName } from './record-name.tsx';

/** "From enquiry ENQ-…" on a booking converted from one, a link for its viewers. */
export function EnquiryLinkText({ booking }: { booking: BookingDetail }) {
  const mayOpen = can(useCurrentUser(), 'view_enquiries');
  const e = booking.enquiry;
  if (!e) return null;
  return (
    <Text span size="sm" c="dimmed">
      From enquiry{' '}
      <RecordName to={mayOpen && paths.enquiryDetail(e.id)}>{e.enquiry_number}</RecordName>
    </Text>
  );
}
