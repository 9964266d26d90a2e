import { Alert, List, Select, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import type { Account } from '@app/contract';
import { ACCOUNT_TYPE_GUIDE, ACCOUNT_TYPES, labelOf, labelOptions } from '@app/contract/constants';
import { FormSection, FormShell } from '../../../components/form-shell.tsx';
import { MoneyInput } from '../../../components/money-input.tsx';
import { contractValidate } from '../../../lib/form.ts';
import { ACCOUNT_FORM } from '../../../lib/record-forms/finance.ts';
import { useRecordForm } from '../../../lib/use-record-form.ts';
import { useSaveAccount } from '../api/accounts-api.ts';
import { TextArea } from '../../../components/text-area.tsx';

type Values = {
  name: string;
  code: string;
  type: string;
  opening_balance: string | number;
  description: string;
  is_active: boolean;
};

export function AccountForm({ account }: { account?: Account }) {
  const save = useSaveAccount(account?.id);
  const form = useForm<Values>({
    initialValues: account
      ? { ...account, description: account.description ?? '' }
      : { name: '', code: '', type: '', opening_balance: '0', description: '', is_active: true },
    validate: contractValidate((s) => s.accountInput),
  });
  const type = form.getValues().type as keyof typeof ACCOUNT_TYPE_GUIDE | '';
  const openingFixed = account?.has_approved_transactions === true;

  const { shell, field, checkbox } = useRecordForm(form, save, account, ACCOUNT_FORM);

  return (
    <FormShell {...shell}>
      <FormSection legend="Account Details">
        <TextInput label="Account Name" required {...field('name')} />
        <TextInput
          label="Account Code"
          required
          description="Format: ACC-001"
          placeholder="ACC-001"
          {...field('code')}
        />
        <Select
          label="Account Type"
          required
          placeholder="Choose a type"
          data={labelOptions('accountType')}
          {...field('type')}
        />
        <MoneyInput
          label="Opening Balance"
          required
          currency="INR"
          allowNegative
          {...field('opening_balance')}
          // Fixed once something is approved: a correction is a new transaction.
          readOnly={openingFixed}
          description={
            openingFixed
              ? 'This account has approved transactions; record an adjustment instead.'
              : undefined
          }
        />
        <TextArea label="Description" minRows={2} {...field('description')} />
        <Switch label="Active" mt="lg" {...checkbox('is_active')} />
      </FormSection>
      <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />} title="Account types">
        {type ? (
          <Text size="sm">
            <strong>{labelOf('accountType', type)}:</strong> {ACCOUNT_TYPE_GUIDE[type]}
          </Text>
        ) : null}
        <List size="sm" mt={type ? 'xs' : 0} spacing={2}>
          {ACCOUNT_TYPES.filter((t) => t !== type).map((t) => (
            <List.Item key={t}>
              <strong>{labelOf('accountType', t)}:</strong> {ACCOUNT_TYPE_GUIDE[t]}
            </List.Item>
          ))}
        </List>
      </Alert>
    </FormShell>
  );
}
