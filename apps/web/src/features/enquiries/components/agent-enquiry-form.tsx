import { Card, Group, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Enquiry } from '@app/contract';
import { agentCommission } from '@app/contract/commission';
import { PercentInput } from '../../../components/percent-input.tsx';
import { FormSection, FormShell } from '../../../components/form-shell.tsx';
import { MoneyInput } from '../../../components/money-input.tsx';
import { nameAndCode, RecordSelect } from '../../../components/record-select.tsx';
import { contractValidate } from '../../../lib/form.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { formatMoney } from '../../../lib/format.ts';
import { parseMoneyText } from '../../../lib/money-text.ts';
import { useAgentOptions } from '../../../lib/options.ts';
import { CommissionCard } from './commission-card.tsx';
import type { EnquiryFormValues } from './enquiry-fields.tsx';
import {
  AdditionalSection,
  AssignmentSection,
  BudgetInputs,
  enquiryCurrency,
  EnquiryCurrencySelect,
  enquiryField,
  enquiryInitialValues,
  PaxInputs,
  TravelSection,
} from './enquiry-fields.tsx';
import { useEnquirySave } from './use-enquiry-save.ts';

/** Agent enquiry (B2B): one form for create and edit. */
const moneyOrNull = (x: unknown) => {
  const r = parseMoneyText(typeof x === 'string' || typeof x === 'number' ? String(x) : '');
  return r.ok ? r.value : null;
};

export function AgentEnquiryForm({ enquiry }: { enquiry?: Enquiry }) {
  const agents = useAgentOptions();
  const me = useCurrentUser();
  const form = useForm<EnquiryFormValues>({
    // The guest name starts blank: a blank one is saved as NA (the spec's default), but a
    // form that starts with "NA" typed in asks to be erased before the real name goes in.
    initialValues: enquiryInitialValues(enquiry, { source: 'agent' }, me),
    validate: (values) =>
      contractValidate((s) => s.agentEnquiryInput)({ ...values, enquiry_type: 'agent' }),
    onValuesChange: (values, previous) => {
      // Choosing an agent brings in their commission rate.
      if (values.agent_id !== previous.agent_id) {
        const agent = agents.data?.data.find((a) => String(a.id) === values.agent_id);
        if (agent) form.setFieldValue('agent_commission_rate', agent.commission_rate);
      }
    },
  });
  const v = form.getValues();
  const agent = agents.data?.data.find((a) => String(a.id) === v.agent_id);
  // A refused amount stays in the form as typed: the live figures wait for a valid one.
  const sale = moneyOrNull(v.expected_sale_amount);
  const budget = moneyOrNull(v.estimated_budget);
  const currency = enquiryCurrency(v);
  const showCalc = Boolean(agent && sale && budget !== null);

  const shell = useEnquirySave(form, enquiry, 'agent');

  return (
    <FormShell {...shell}>
      <FormSection legend="Agent Information (Required)">
        <RecordSelect
          query={agents}
          label="Agent"
          required
          placeholder="Choose an agent"
          showLoading
          optionLabel={(a) => `${nameAndCode(a)} – ${a.commission_rate}%`}
          {...enquiryField(form, 'agent_id')}
        />
        {agent ? (
          <Card
            withBorder
            radius="md"
            padding="sm"
            bg="var(--mantine-color-gray-0)"
            aria-label="Selected agent"
          >
            <Group justify="space-between">
              <Text fw={600}>{agent.name}</Text>
              <Text size="sm" c="dimmed">
                {agent.code}
              </Text>
            </Group>
            <Text size="sm">Commission: {agent.commission_rate}%</Text>
            <Text size="sm">Contact: {agent.contact_number}</Text>
          </Card>
        ) : (
          <div />
        )}
      </FormSection>
      <FormSection legend="Guest/Passenger Information">
        <TextInput
          label="Guest Name"
          placeholder="Not known yet"
          {...enquiryField(form, 'customer_name')}
        />
        <TextInput label="Guest Email" type="email" {...enquiryField(form, 'customer_email')} />
        <TextInput label="Guest Mobile" type="tel" {...enquiryField(form, 'customer_mobile')} />
        <TextInput
          label="Alternate Mobile"
          type="tel"
          {...enquiryField(form, 'customer_alternate_mobile')}
        />
        <PaxInputs form={form} />
      </FormSection>
      <TravelSection form={form} withPax={false} />
      <FormSection legend="B2B Financial Information">
        <EnquiryCurrencySelect form={form} />
        <MoneyInput
          label="Expected Sale Amount"
          currency={currency}
          {...enquiryField(form, 'expected_sale_amount')}
        />
        <PercentInput
          label="Agent Commission Rate (%)"
          {...enquiryField(form, 'agent_commission_rate')}
        />
        <BudgetInputs form={form} />
        <TextInput
          label="Agent Commission Amount"
          readOnly
          description="Worked out from the sale amount and rate"
          value={
            agent && sale
              ? formatMoney(agentCommission(sale, v.agent_commission_rate || 0), currency)
              : ''
          }
        />
        {showCalc ? (
          <CommissionCard
            sale={sale!}
            rate={v.agent_commission_rate ?? ''}
            budget={budget ?? ''}
            currency={currency}
          />
        ) : (
          <div />
        )}
      </FormSection>
      <AssignmentSection form={form} legend="Assignment & Status" />
      <AdditionalSection form={form} creating={!enquiry} />
    </FormShell>
  );
}
