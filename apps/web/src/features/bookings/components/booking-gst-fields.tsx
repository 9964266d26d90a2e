import { Checkbox, Select } from '@mantine/core';
import type { BookingField } from '@app/contract';
import { BOOKING_FIELDS } from '@app/contract';
import { GST_STATES, GST_TREATMENT_CHOICES } from '@app/contract/constants';
import type { BookingFormApi } from './booking-form-values.ts';
import { bookingFieldProps, textOf } from './booking-form-values.ts';

type Props = { form: BookingFormApi };

/** Every state and union territory GST names (the place of supply), once each. */
const STATES = [...new Set(Object.values(GST_STATES))];
/** Package, itemised, exempt; none chosen reads "Default from services". */
const TREATMENTS = Object.entries(GST_TREATMENT_CHOICES)
  .filter(([value]) => value !== '')
  .map(([value, label]) => ({ value, label }));

/** A yes/no of the file held as the form holds text ('true', 'false'; blank: not said). */
function Flag({ form, name, description }: Props & { name: BookingField; description?: string }) {
  const error = form.errors[name];
  return (
    <Checkbox
      label={BOOKING_FIELDS[name].label}
      data-path={name}
      description={description}
      error={error}
      checked={textOf(form.getValues(), name) === 'true'}
      onChange={(e) => form.setFieldValue(name, e.currentTarget.checked ? 'true' : 'false')}
    />
  );
}

/**
 * The file's GST (decision 055), with the guest's PAN and address: the guest's state (the place
 * of supply of an unregistered guest), a foreign tourist's tour abroad, and the treatment; the
 * server's messages show under each.
 */
export function GstFields({ form }: Props) {
  const blankIsNull = (name: BookingField) => {
    const props = bookingFieldProps(form, name);
    return {
      ...props,
      value: textOf(form.getValues(), name) || null,
      onChange: (v: string | null) => form.setFieldValue(name, v ?? ''),
    };
  };
  return (
    <>
      <Select
        searchable
        clearable
        data={STATES}
        placeholder="The agency's state"
        description="Where an unregistered guest is: the invoice's place of supply"
        {...blankIsNull('guest_state')}
      />
      <Select
        clearable
        data={TREATMENTS}
        placeholder={GST_TREATMENT_CHOICES['']}
        {...blankIsNull('gst_treatment')}
      />
      <Flag form={form} name="guest_foreign" description="Not resident in India" />
      <Flag
        form={form}
        name="travel_abroad"
        description="Left unticked on a new file, it follows its services' suppliers"
      />
    </>
  );
}
