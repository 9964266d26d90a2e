import { Alert, List, Select, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import type { Account } from '@app/contract';
import {
  ACCOUNT_TYPE_GUIDE,
  ACCOUNT_TYPES,
  BASE_CURRENCY,
  labelOf,
  labelOptions,
} from '@app/contract/constants';
import { CurrencySelect } from '../../../components/currency-select.tsx';
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
  currency: string;
  opening_balance: string | number;
  description: string;
  is_active: boolean;
};

/** Asset and liability: the agency's bank, cash and card accounts, which may be kept in any currency. */
const isMoneyType = (type: string) => type === 'asset' || type === 'liability';

/**
 * Whether the account may already have lines in the books, so its currency is fixed: a guess from
 * what the record shows (a payment deposited into it is no transaction of its own); the server
 * decides, and its refusal shows under the field.
 */
const hasEntries = (a: Account) =>
  a.transactions_count > 0 ||
  [a.opening_balance, a.current_balance, a.base_balance].some((v) => Number(v) !== 0);

export function AccountForm({ account }: { account?: Account }) {
  const save = useSaveAccount(account?.id);
  const form = useForm<Values>({
    initialValues: account
      ? { ...account, description: account.description ?? '' }
      : {
          name: '',
          code: '',
          type: '',
          currency: BASE_CURRENCY,
          opening_balance: '0',
          description: '',
          is_active: true,
        },
    validate: contractValidate((s) => s.accountInput),
  });
  const type = form.getValues().type as keyof typeof ACCOUNT_TYPE_GUIDE | '';
  const { currency } = form.getValues();
  const openingFixed = account?.has_approved_transactions === true;
  // The books' own accounts (Undeposited Funds and the like) are kept in rupees.
  const money = isMoneyType(type) && !account?.system_key;
  const currencyFixed = account !== undefined && hasEntries(account);

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
          onChange={(value: string | null) => {
            form.setFieldValue('type', value ?? '');
            // Income, expense and equity are counted in rupees: only money may be kept in another.
            if (!isMoneyType(value ?? '')) form.setFieldValue('currency', BASE_CURRENCY);
          }}
        />
        {money && (
          <CurrencySelect
            current={currency}
            required
            {...field('currency')}
            disabled={currencyFixed}
            description={
              currencyFixed
                ? 'Fixed: the account has transactions or a balance.'
                : 'A bank, cash or card account may be kept in another currency; fixed once it has entries in the books.'
            }
          />
        )}
        <MoneyInput
          label="Opening Balance"
          required
          currency={currency}
          allowNegative
          {...field('opening_balance')}
          // Fixed once something is approved: a correction is a new transaction.
          readOnly={openingFixed}
          description={
            openingFixed
              ? 'This account has approved transactions; record an adjustment instead.'
              : currency === BASE_CURRENCY
                ? undefined
                : `In ${currency}, the account's currency.`
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
