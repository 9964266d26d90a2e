import { Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Driver } from '@app/contract';
import { FormSection, FormShell } from '../../../components/form-shell.tsx';
import { contractValidate } from '../../../lib/form.ts';
import { valuesFrom } from '../../../lib/initial-values.ts';
import { DRIVER_FORM } from '../../../lib/record-forms/drivers.ts';
import { useRecordForm } from '../../../lib/use-record-form.ts';
import { useSaveDriver } from '../api/drivers-api.ts';

/** A driver the day plans pick from: name, mobile, email for duty sheets, vehicle. */
export function DriverForm({ driver }: { driver?: Driver }) {
  const save = useSaveDriver(driver?.id);
  const form = useForm({
    initialValues: valuesFrom(driver, {
      name: '',
      mobile: '',
      email: '',
      vehicle_number: '',
      active: true,
    }),
    validate: contractValidate((s) => s.driverInput),
  });
  const { shell, field, checkbox } = useRecordForm(form, save, driver, DRIVER_FORM);
  return (
    <FormShell {...shell}>
      <FormSection legend="Driver">
        <TextInput label="Name" required {...field('name')} />
        <TextInput label="Mobile" type="tel" {...field('mobile')} />
        <TextInput
          label="Email"
          type="email"
          description="Duty sheets are sent here"
          {...field('email')}
        />
        <TextInput label="Vehicle Number" {...field('vehicle_number')} />
        <Switch
          label="Active"
          description="Only active drivers are offered on day plans"
          mt="lg"
          {...checkbox('active')}
        />
      </FormSection>
    </FormShell>
  );
}
