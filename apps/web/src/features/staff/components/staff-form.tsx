import { PasswordInput, Select, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { StaffCreateInput, StaffMember } from '@app/contract';
import { BLOOD_GROUPS, labelOptions } from '@app/contract/constants';
import { AddressSection } from '../../../components/address-section.tsx';
import { FormSection, FormShell, formGuard } from '../../../components/form-shell.tsx';
import { MoneyInput } from '../../../components/money-input.tsx';
import { nameAndCode, RecordSelect } from '../../../components/record-select.tsx';
import { contractValidate } from '../../../lib/form.ts';
import { STAFF_FORM } from '../../../lib/record-forms/staff.ts';
import { useRecordForm } from '../../../lib/use-record-form.ts';
import { useBranchOptions, useSaveStaff } from '../api/staff-api.ts';

// No permissions: a new member starts with their role's defaults, changed on the matrix.
type Values = {
  [K in keyof Required<Omit<StaffCreateInput, 'permissions'>>]: K extends 'is_active'
    ? boolean
    : string;
};

const blank: Values = {
  name: '',
  email: '',
  password: '',
  password_confirmation: '',
  role: 'staff',
  is_active: true,
  employee_id: '',
  position: '',
  department: '',
  phone: '',
  gender: '',
  date_of_birth: '',
  date_of_joining: '',
  salary: '',
  branch_id: '',
  address: '',
  city: '',
  state: '',
  country: 'India',
  postal_code: '',
  emergency_contact: '',
  emergency_contact_name: '',
  blood_group: '',
};

function fromMember(m: StaffMember): Values {
  const text = (v: string | number | null) => (v === null ? '' : String(v));
  return {
    ...blank,
    name: m.user.name,
    email: m.user.email,
    role: m.user.role,
    is_active: m.user.is_active,
    employee_id: m.employee_id,
    position: m.position,
    department: text(m.department),
    phone: m.phone,
    gender: text(m.gender),
    date_of_birth: text(m.date_of_birth),
    date_of_joining: m.date_of_joining,
    salary: text(m.salary),
    branch_id: text(m.branch_id),
    address: m.address,
    city: m.city,
    state: m.state,
    country: m.country,
    postal_code: m.postal_code,
    emergency_contact: text(m.emergency_contact),
    emergency_contact_name: text(m.emergency_contact_name),
    blood_group: text(m.blood_group),
  };
}

/** One form for create and edit; on edit a blank password keeps the current one. */
export function StaffForm({ member }: { member?: StaffMember }) {
  const branches = useBranchOptions();
  const save = useSaveStaff(member?.id);
  const editing = Boolean(member);
  const form = useForm<Values>({
    initialValues: member ? fromMember(member) : blank,
    validate: contractValidate((s) => (editing ? s.staffUpdateInput : s.staffCreateInput)),
  });

  const { shell, field, checkbox } = useRecordForm(form, save, member, STAFF_FORM);

  return (
    <FormShell {...shell} {...formGuard(form, save)}>
      <FormSection legend="User Information">
        <TextInput label="Full Name" required {...field('name')} />
        <TextInput label="Email" type="email" required autoComplete="off" {...field('email')} />
        <PasswordInput
          label="Password"
          required={!editing}
          autoComplete="new-password"
          description={
            editing
              ? 'Leave blank to keep the current password'
              : 'At least 8 characters, hard to guess, without the name or email'
          }
          {...field('password')}
        />
        <PasswordInput
          label="Confirm Password"
          required={!editing}
          autoComplete="new-password"
          {...field('password_confirmation')}
        />
        <Select
          label="Role"
          required
          allowDeselect={false}
          description={editing ? undefined : "Starts with the role's default permissions"}
          data={[
            { value: 'staff', label: 'Staff' },
            { value: 'manager', label: 'Manager' },
            { value: 'admin', label: 'Admin' },
          ]}
          {...field('role')}
        />
        <Switch label="Active" mt="lg" {...checkbox('is_active')} />
      </FormSection>
      <FormSection legend="Staff Details">
        <TextInput
          label="Employee ID"
          required
          placeholder="e.g. EMP-010"
          {...field('employee_id')}
        />
        <TextInput label="Position / Designation" required {...field('position')} />
        <TextInput label="Department" {...field('department')} />
        <TextInput label="Phone" type="tel" required {...field('phone')} />
        <Select label="Gender" clearable data={labelOptions('gender')} {...field('gender')} />
        <TextInput label="Date of Birth" type="date" {...field('date_of_birth')} />
        <TextInput label="Date of Joining" type="date" required {...field('date_of_joining')} />
        <MoneyInput label="Salary" currency="INR" {...field('salary')} />
        <RecordSelect
          query={branches}
          label="Branch"
          none="Unassigned"
          showLoading
          optionLabel={nameAndCode}
          {...field('branch_id')}
        />
        <Select label="Blood Group" clearable data={[...BLOOD_GROUPS]} {...field('blood_group')} />
        <TextInput label="Emergency Contact" type="tel" {...field('emergency_contact')} />
        <TextInput label="Emergency Contact Name" {...field('emergency_contact_name')} />
      </FormSection>
      <AddressSection legend="Address Information" field={field} />
    </FormShell>
  );
}
