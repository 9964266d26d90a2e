import { Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Agent, AgentInput } from '@app/contract';
import { AGENT_DEFAULTS } from '@app/contract/constants';
import { LabelSelect } from '../../../components/label-select.tsx';
import { PercentInput } from '../../../components/percent-input.tsx';
import { FormSection, FormShell } from '../../../components/form-shell.tsx';
import { contractValidate } from '../../../lib/form.ts';
import { AGENT_FORM } from '../../../lib/record-forms/tourism.ts';
import { useRecordForm } from '../../../lib/use-record-form.ts';
import { useSaveAgent } from '../api/agents-api.ts';
import { TextArea } from '../../../components/text-area.tsx';

type Values = Record<Exclude<keyof AgentInput, 'is_vendor'>, string> & { is_vendor: boolean };
const TEXT_KEYS = [
  'code',
  'name',
  'company_name',
  'primary_mobile',
  'secondary_mobile',
  'primary_email',
  'secondary_email',
  'address',
  'city',
  'state',
  'country',
  'pincode',
  'gst_number',
  'pan_number',
  'vendor_email',
  'notes',
] as const;

function initial(agent?: Agent): Values {
  const v = Object.fromEntries(TEXT_KEYS.map((k) => [k, agent?.[k] ?? ''])) as unknown as Values;
  return {
    ...v,
    country: agent?.country ?? AGENT_DEFAULTS.country,
    commission_rate: agent?.commission_rate ?? AGENT_DEFAULTS.commission_rate,
    status: agent?.status ?? AGENT_DEFAULTS.status,
    is_vendor: agent?.is_vendor ?? AGENT_DEFAULTS.is_vendor,
  };
}

export function AgentForm({ agent }: { agent?: Agent }) {
  const save = useSaveAgent(agent?.id);
  const form = useForm<Values>({
    initialValues: initial(agent),
    validate: contractValidate((s) => s.agentInput),
  });
  const isVendor = form.getValues().is_vendor;
  const { shell, field, checkbox } = useRecordForm(form, save, agent, AGENT_FORM);

  return (
    <FormShell {...shell}>
      <FormSection legend="Basic">
        <TextInput label="Agent Name" required {...field('name')} />
        <TextInput label="Company Name" {...field('company_name')} />
        <TextInput
          label="Agent Code"
          placeholder="Leave blank to generate (AG-0001)"
          {...field('code')}
        />
        <LabelSelect kind="agentStatus" label="Status" required {...field('status')} />
      </FormSection>
      <FormSection legend="Contact">
        <TextInput label="Primary Mobile" type="tel" required {...field('primary_mobile')} />
        <TextInput label="Secondary Mobile" type="tel" {...field('secondary_mobile')} />
        <TextInput label="Primary Email" type="email" required {...field('primary_email')} />
        <TextInput label="Secondary Email" type="email" {...field('secondary_email')} />
      </FormSection>
      <FormSection legend="Address">
        <TextArea label="Address" minRows={2} {...field('address')} />
        <TextInput label="City" {...field('city')} />
        <TextInput label="State" {...field('state')} />
        <TextInput label="Country" {...field('country')} />
        <TextInput label="Pincode" {...field('pincode')} />
      </FormSection>
      <FormSection legend="Business">
        <TextInput label="GST Number" {...field('gst_number')} />
        <TextInput label="PAN Number" {...field('pan_number')} />
        <PercentInput label="Commission Rate (%)" {...field('commission_rate')} />
      </FormSection>
      <FormSection legend="Vendor">
        <Switch label="This agent is also a vendor" mt="lg" {...checkbox('is_vendor')} />
        <TextInput
          label="Vendor Email"
          type="email"
          disabled={!isVendor}
          description={isVendor ? undefined : 'Only for vendors'}
          {...field('vendor_email')}
        />
      </FormSection>
      <FormSection legend="Additional">
        <TextArea label="Notes" minRows={3} {...field('notes')} />
      </FormSection>
    </FormShell>
  );
}
