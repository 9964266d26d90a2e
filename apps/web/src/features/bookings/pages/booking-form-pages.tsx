import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { NotFoundState, PageLoader } from '../../../components/states.tsx';
import { paths } from '../../../lib/paths.ts';
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

export function BookingEditPage() {
  const q = useBooking(Number(useParams().id));
  return (
    <>
      <PageHeader title="Edit Booking" subtitle={q.data?.data.file_number} />
      {q.isPending ? (
        <PageLoader />
      ) : q.data ? (
        <BookingForm booking={q.data.data} />
      ) : (
        <NotFoundState
          title="Booking not found"
          backTo={paths.bookings}
          backLabel="Back to Bookings"
        />
      )}
    </>
  );
}
