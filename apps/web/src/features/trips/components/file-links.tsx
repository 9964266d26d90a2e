import { Anchor, Text } from '@mantine/core';
import { Fragment } from 'react';
import type { FileLink } from '@app/contract';
import { can } from '@app/contract/constants';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useCurrentUser } from '../../../lib/session.ts';

/**
 * The files an enquiry was converted to (issue 18), each a link for those who may open
 * bookings; nothing when it has none.
 */
export function FileLinks({ files }: { files: FileLink[] | undefined }) {
  const mayOpen = can(useCurrentUser(), 'view_bookings');
  if (!files?.length) return null;
  return (
    <Text span size="sm" c="dimmed">
      {files.length === 1 ? 'Booking' : 'Bookings'}{' '}
      {files.map((f, i) => (
        <Fragment key={f.id}>
          {i > 0 && ', '}
          {mayOpen ? (
            <Anchor component={Link} to={paths.bookingDetail(f.id)} size="sm" fw={600}>
              {f.file_number}
            </Anchor>
          ) : (
            <Text span size="sm" fw={600} c="dark">
              {f.file_number}
            </Text>
          )}
        </Fragment>
      ))}
    </Text>
  );
}
