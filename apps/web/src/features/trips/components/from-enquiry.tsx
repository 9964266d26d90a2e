import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowRight, IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useRef, useState } from 'react';
import { labelOf, enquiryBudgetNote, TRIP_SERVER } from '@app/contract/constants';
import { Link } from 'react-router';
import { ErrorState, PageLoader, RecordNotFound } from '../../../components/states.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useBookingPrefill } from '../api/trips-api.ts';
import type { Conversion } from '../convert.ts';
import { prefillValues } from '../convert.ts';

/**
 * The booking form started from an enquiry. An enquiry that already has a
 * file shows that file instead of the form, unless the user explicitly adds another; a save
 * refused because another user converted it meanwhile (409) shows the same choice, and "Add
 * another booking" then resends what was typed with `add_another`. The form is the bookings
 * feature's, passed in as `form`, so this feature does not import that one.
 */
export function FromEnquiry(props: {
  id: number;
  form: (start: Record<string, string>, conversion: Conversion) => ReactNode;
}) {
  const q = useBookingPrefill(props.id);
  const qc = useQueryClient();
  const [addAnother, setAddAnother] = useState(false);
  const [retry, setRetry] = useState<(() => void) | null>(null);
  const notice = useRef<HTMLDivElement>(null);
  if (q.isPending) return <PageLoader />;
  if (!q.data) {
    return q.error instanceof ApiError && q.error.status === 404 ? (
      <RecordNotFound
        title="Enquiry not found"
        list={paths.enquiries}
        backLabel="Back to Enquiries"
      />
    ) : (
      <ErrorState title="The enquiry could not be loaded" text={q.error?.message ?? ''} />
    );
  }
  const { prefill, enquiry, bookings } = q.data.data;
  const conversion: Conversion = {
    enquiryId: enquiry.id,
    addAnother,
    cancelTo: paths.enquiryDetail(enquiry.id),
    onConflict: (again) => {
      setRetry(() => again);
      void qc.invalidateQueries({ queryKey: ['enquiries', 'booking-prefill', enquiry.id] });
      requestAnimationFrame(() => notice.current?.scrollIntoView({ block: 'center' }));
    },
    onSaved: () => void qc.invalidateQueries({ queryKey: ['enquiries'] }),
  };
  const converted = bookings.length > 0 && !addAnother;
  const chooseAnother = () => {
    setAddAnother(true);
    retry?.();
    setRetry(null);
  };
  return (
    <Stack gap="md">
      <Text size="sm">
        From enquiry{' '}
        <Anchor component={Link} to={paths.enquiryDetail(enquiry.id)} fw={600}>
          {enquiry.enquiry_number}
        </Anchor>{' '}
        ({labelOf('enquiryType', enquiry.enquiry_type)}): the guest, agent, destination, dates and
        passengers are filled in from it.
        {addAnother && bookings.length > 0 && (
          <>
            {' '}
            It already has {bookings.map((b) => b.file_number).join(', ')}: saving adds another
            booking.
          </>
        )}
      </Text>
      {enquiry.estimated_budget !== null && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} />}>
          <Text size="sm">
            {enquiryBudgetNote(formatMoney(enquiry.estimated_budget, prefill.currency))}
          </Text>
        </Alert>
      )}
      {(converted || retry) && bookings.length > 0 && (
        <Alert
          ref={notice}
          color="yellow"
          variant="light"
          role="status"
          icon={<IconAlertTriangle size={20} />}
          title="Already converted"
        >
          <Text size="sm">{TRIP_SERVER.alreadyConverted(bookings[0]!.file_number)}</Text>
          <Group gap="sm" mt="sm">
            {bookings.map((b) => (
              <Button
                key={b.id}
                component={Link}
                to={paths.bookingDetail(b.id)}
                size="xs"
                rightSection={<IconArrowRight size={14} />}
              >
                Open {b.file_number}
              </Button>
            ))}
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPlus size={14} />}
              onClick={chooseAnother}
            >
              Add another booking
            </Button>
          </Group>
        </Alert>
      )}
      {(!converted || retry) && props.form(prefillValues(prefill), conversion)}
    </Stack>
  );
}
