import { Text } from '@mantine/core';
import { Fragment } from 'react';
import type { FileLink } from '@app/contract';
import { can } from '@app/contract/constants';
import { paths } from '../../../lib/paths.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { RecordName } from './record-name.tsx';

/**
 * The files an enquiry was converted to, each a link for those who may open
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
          <RecordName to={mayOpen && paths.bookingDetail(f.id)}>{f.file_number}</RecordName>
        </Fragment>
      ))}
    </Text>
  );
}
