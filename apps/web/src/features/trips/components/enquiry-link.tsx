import { Anchor, Text } from '@mantine/core';
import type { Booking, BookingTrip } from '@app/contract';
import { can } from '@app/contract/constants';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useCurrentUser } from '../../../lib/session.ts';

/** "From enquiry ENQ-…" on a booking converted from one (issue 18), a link for its viewers. */
export function EnquiryLinkText({ booking }: { booking: Booking & Partial<BookingTrip> }) {
  const mayOpen = can(useCurrentUser(), 'view_enquiries');
  const e = booking.enquiry;
  if (!e) return null;
  return (
    <Text span size="sm" c="dimmed">
      From enquiry{' '}
      {mayOpen ? (
        <Anchor component={Link} to={paths.enquiryDetail(e.id)} size="sm" fw={600}>
          {e.enquiry_number}
        </Anchor>
      ) : (
        <Text span size="sm" fw={600} c="dark">
          {e.enquiry_number}
        </Text>
      )}
    </Text>
  );
}
