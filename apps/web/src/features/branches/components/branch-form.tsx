import { Switch, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import type { Branch, BranchInput } from '@app/contract';
import { BRANCH_DEFAULTS, managerLabel } from '@app/contract/constants';
import { AddressSection } from '../../../components/address-section.tsx';
import { FormSection, FormShell } from '../../../components/form-shell.tsx';
import { RecordSelect } from '../../../components/record-select.tsx';
import { contractValidate } from '../../../lib/form.ts';
import { BRANCH_FORM } from '../../../lib/record-forms/branches.ts';
import { useRecordForm } from '../../../lib/use-record-form.ts';
import { useManagers } from '../api/get-managers.ts';
import { useSaveBranch } from '../api/branches-api.ts';
import { TextArea } from '../../../components/text-area.tsx';

type Values = Omit<BranchInput, 'manager_id'> & { manager_id: string | null };

const blank: Values = {
  code: '',
  name: '',
  phone: '',
  email: '',
  address: '',
  city: '',
  state: '',
  country: '',
  postal_code: '',
  opening_time: BRANCH_DEFAULTS.opening_time,
  closing_time: BRANCH_DEFAULTS.closing_time,
  manager_id: null,
  timezone: '',
  additional_notes: '',
  is_active: true,
};

const fromBranch = (b: Branch): Values => ({
  ...blank,
  ...Object.fromEntries(Object.keys(blank).map((k) => [k, b[k as keyof Branch] ?? ''])),
  manager_id: b.manager_id ? String(b.manager_id) : null,
  is_active: b.is_active,
});

/** One form for create and edit (spec: /branches/create and /branches/{id}/edit). */
export function BranchForm({ branch }: { branch?: Branch }) {
  const managers = useManagers();
  const save = useSaveBranch(branch?.id);
  const form = useForm<Values>({
    initialValues: branch ? fromBranch(branch) : blank,
    validate: contractValidate((s) => s.branchInput),
  });

  const { shell, field, checkbox } = useRecordForm(form, save, branch, BRANCH_FORM);

  return (
    <FormShell {...shell}>
      <FormSection legend="Branch Details">
        <TextInput label="Branch Code" placeholder="e.g. MUM-01" required {...field('code')} />
        <TextInput label="Branch Name" required {...field('name')} />
        <TextInput label="Phone" required type="tel" {...field('phone')} />
        <TextInput label="Email" required type="email" {...field('email')} />
      </FormSection>
      <AddressSection legend="Address" field={field} />
      <FormSection legend="Operations">
        <RecordSelect
          query={managers}
          label="Manager"
          none="Select a manager"
          showLoading
          optionLabel={managerLabel}
          nothingFoundMessage="No managers"
          {...field('manager_id')}
        />
        <TextInput label="Timezone" placeholder="e.g., Asia/Kolkata" {...field('timezone')} />
        <TimeInput label="Opening Time" required {...field('opening_time')} />
        <TimeInput label="Closing Time" required {...field('closing_time')} />
        <TextArea label="Additional Notes" minRows={2} {...field('additional_notes')} />
        <Switch label="Active" mt="lg" {...checkbox('is_active')} />
      </FormSection>
    </FormShell>
  );
}
