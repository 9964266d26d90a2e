import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { recordEditPage } from '../../../components/record-edit-page.tsx';
import { ParamsNotice } from '../../../components/states.tsx';
import { parseListParams } from '../../../lib/list-params.ts';
import { useBooking } from '../api/bookings-api.ts';
import { BookingForm } from '../components/booking-form.tsx';
import { bookingNotFound } from '../../../components/record-not-found.tsx';
import { CONVERT_RULES } from '../../trips/convert.ts';
import { FromEnquiry } from '../../trips/components/from-enquiry.tsx';

/** `?enquiry=ID` converts that enquiry; a junk value is refused with a notice. */
export function BookingCreatePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { filters, ignored, clean } = parseListParams(params, CONVERT_RULES);
  const enquiryId = filters.enquiry ? Number(filters.enquiry) : null;
  return (
    <>
      <PageHeader title="New Booking" subtitle="A file with its hotels, tours and flights" />
      <ParamsNotice
        ignored={ignored}
        instead="A blank booking form instead."
        onClose={() => void navigate({ search: clean }, { replace: true })}
      />
      {enquiryId ? (
        <FromEnquiry
          key={enquiryId}
          id={enquiryId}
          form={(start, conversion) => <BookingForm start={start} conversion={conversion} />}
        />
      ) : (
        <BookingForm />
      )}
    </>
  );
}

export const BookingEditPage = recordEditPage(useBooking, {
  title: 'Edit Booking',
  notFound: bookingNotFound,
  subtitle: (r) => r.file_number,
  form: (r) => <BookingForm booking={r} />,
});
