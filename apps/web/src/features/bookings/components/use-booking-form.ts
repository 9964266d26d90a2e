import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { BookingWithLines } from '@app/contract';
import { BOOKING_OK } from '@app/contract/constants';
import { afterSave } from '../../../lib/after-save.tsx';
import { contractValidate, showSaveFailure } from '../../../lib/form.ts';
import { useAgentOptions } from '../../../lib/options.ts';
import { paths } from '../../../lib/paths.ts';
import { useSaveBooking } from '../api/bookings-api.ts';
import type { BookingFormValues } from './booking-form-values.ts';
import { bookingFormValues, firstTabWithError, toBookingInput } from './booking-form-values.ts';
import type { Conversion } from '../../trips/convert.ts';
import { conversionBody } from '../../trips/convert.ts';

/**
 * The booking form's state: its values (an agent's rate follows the chosen agent), the open
 * tab, and the save: the list or the file after a success, the first tab with an error after
 * a refusal.
 */
export function useBookingForm(props: {
  booking?: BookingWithLines | undefined;
  start?: Record<string, string> | undefined;
  conversion?: Conversion | undefined;
}) {
  const { booking, conversion } = props;
  const navigate = useNavigate();
  const save = useSaveBooking(booking?.id);
  const agents = useAgentOptions();
  const [tab, setTab] = useState<string | null>('basic');
  const form = useForm<BookingFormValues>({
    initialValues: { ...bookingFormValues(booking), ...props.start },
    validate: contractValidate((s) => s.bookingInput),
    onValuesChange: (values, previous) => {
      if (values.agent_id !== previous.agent_id) {
        const agent = agents.data?.data.find((a) => String(a.id) === values.agent_id);
        form.setFieldValue('agent_commission_rate', agent ? agent.commission_rate : '');
      }
    },
  });

  const send = (values: BookingFormValues, addAnother = false): void =>
    save.mutate(
      conversion
        ? conversionBody(toBookingInput(values), conversion, addAnother)
        : toBookingInput(values),
      {
        onSuccess: (r) => {
          // 409: the enquiry already has a file; the page shows it, and may add another.
          if (!r.success && conversion && r.status === 409)
            return conversion.onConflict(() => send(values, true));
          if (!r.success) return showSaveFailure(r, form.setErrors);
          conversion?.onSaved();
          afterSave(navigate, {
            message: booking ? BOOKING_OK.updated : BOOKING_OK.created,
            list: paths.bookings,
            id: r.data.id,
            open: paths.bookingDetail(r.data.id),
          });
        },
      },
    );
  const submit = form.onSubmit(
    (values) => send(values),
    // Show the first tab that holds an error; FormShell then focuses its first field.
    (errors) => setTab(firstTabWithError(Object.keys(errors))),
  );
  return { form, save, tab, setTab, submit };
}
