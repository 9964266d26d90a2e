import { Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import type { Driver } from '@app/contract';
import { DRIVER_OK, driverInput } from '@app/contract';
import { FormSection, FormShell } from '../../../components/form-shell.tsx';
import { afterSave } from '../../../lib/after-save.tsx';
import { showSaveFailure, zodValidate } from '../../../lib/form.ts';
import { listHref } from '../../../lib/list-href.ts';
import { paths } from '../../../lib/paths.ts';
import { useSaveDriver } from '../api/drivers-api.ts';

/** A driver the day plans pick from (issue 18): name, mobile, email for duty sheets, vehicle. */
export function DriverForm({ driver }: { driver?: Driver }) {
  const navigate = useNavigate();
  const save = useSaveDriver(driver?.id);
  const form = useForm({
    initialValues: {
      name: driver?.name ?? '',
      mobile: driver?.mobile ?? '',
      email: driver?.email ?? '',
      vehicle_number: driver?.vehicle_number ?? '',
      active: driver?.active ?? true,
    },
    validate: zodValidate(driverInput),
  });
  const submit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: (r) => {
        if (!r.success) return showSaveFailure(r, form.setErrors);
        afterSave(navigate, {
          message: driver ? DRIVER_OK.updated : DRIVER_OK.created,
          list: paths.drivers,
          id: r.data.id,
          open: paths.driverEdit(r.data.id),
        });
      },
    }),
  );
  const field = (name: 'name' | 'mobile' | 'email' | 'vehicle_number') => ({
    ...form.getInputProps(name),
    key: form.key(name),
  });
  return (
    <FormShell
      onSubmit={submit}
      submitLabel={driver ? 'Update Driver' : 'Create Driver'}
      busy={save.isPending}
      cancelTo={listHref(paths.drivers)}
      errors={form.errors}
      isDirty={() => form.isDirty()}
      saved={save.data?.success === true}
    >
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
          {...form.getInputProps('active', { type: 'checkbox' })}
          key={form.key('active')}
        />
      </FormSection>
    </FormShell>
  );
}
