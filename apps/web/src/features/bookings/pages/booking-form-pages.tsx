import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoader, RecordNotFound } from '../../../components/states.tsx';
import { paths } from '../../../lib/paths.ts';
import { WithRouteId } from '../../../lib/route-id.tsx';
import { useBooking } from '../api/bookings-api.ts';
import { BookingForm } from '../components/booking-form.tsx';

export function BookingCreatePage() {
  return (
    <>
      <PageHeader title="New Booking" subtitle="A file with its hotels, tours and flights" />
      <BookingForm />
    </>
  );
}

const notFound = (
  <RecordNotFound title="Booking not found" list={paths.bookings} backLabel="Back to Bookings" />
);

export function BookingEditPage() {
  return (
    <WithRouteId
      notFound={
        <>
          <PageHeader title="Edit Booking" />
          {notFound}
        </>
      }
    >
      {(id) => <BookingEdit id={id} />}
    </WithRouteId>
  );
}

function BookingEdit({ id }: { id: number }) {
  const q = useBooking(id);
  return (
    <>
      <PageHeader title="Edit Booking" subtitle={q.data?.data.file_number} />
      {q.isPending ? <PageLoader /> : q.data ? <BookingForm booking={q.data.data} /> : notFound}
    </>
  );
}
