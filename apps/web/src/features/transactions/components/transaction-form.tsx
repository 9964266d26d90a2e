import { Alert, FileInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { UseFormReturnType } from '@mantine/form';
import { IconInfoCircle, IconPaperclip } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import type { Transaction } from '@app/contract';
import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_MAX_BYTES,
  BASE_CURRENCY,
  FIN_OK,
  FIN_SERVER,
} from '@app/contract/constants';
import { FormSection, FormShell, formGuard } from '../../../components/form-shell.tsx';
import { MoneyInput } from '../../../components/money-input.tsx';
import { nameAndCode, RecordSelect } from '../../../components/record-select.tsx';
import { contractValidate, showSaveFailure } from '../../../lib/form.ts';
import { agencyToday } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { listHref } from '../../../lib/list-href.ts';
import { paths } from '../../../lib/paths.ts';
import {
  useAccountOptions,
  useCategoryOptions,
  useSaveTransaction,
} from '../api/transactions-api.ts';
import { TextArea } from '../../../components/text-area.tsx';

interface Values {
  type: string;
  transaction_date: string;
  account_id: string | null;
  category_id: string | null;
  amount: string | number;
  description: string;
  reference: string;
  notes: string;
  attachment: File | null;
}

function validateAttachment(file: File | null) {
  if (!file) return null;
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(ATTACHMENT_EXTENSIONS as readonly string[]).includes(ext)) return FIN_SERVER.attachmentType;
  if (file.size > ATTACHMENT_MAX_BYTES) return FIN_SERVER.attachmentTooLarge;
  return null;
}

/**
 * FormShell's props for this form: the save sends the filled fields as multipart (the
 * attachment with them); a saved transaction opens on its own page.
 */
function useTransactionShell(form: UseFormReturnType<Values>, transaction?: Transaction) {
  const navigate = useNavigate();
  const save = useSaveTransaction(transaction?.id);
  const onSubmit = form.onSubmit((values) => {
    const body = new FormData();
    for (const [k, v] of Object.entries(values)) {
      if (v === null || v === '' || v === undefined) continue; // only the non-empty fields
      body.append(k, v instanceof File ? v : String(v));
    }
    save.mutate(body, {
      onSuccess: (r) => {
        if (!r.success) return showSaveFailure(r, form.setErrors);
        notifySuccess(transaction ? FIN_OK.transactionUpdated : FIN_OK.transactionCreated);
        void navigate(paths.transactionDetail(r.data.id));
      },
    });
  });
  return {
    onSubmit,
    submitLabel: transaction ? 'Update Transaction' : 'Create Transaction',
    busy: save.isPending,
    cancelTo: transaction ? paths.transactionDetail(transaction.id) : listHref(paths.transactions),
    ...formGuard(form, save),
  };
}

export function TransactionForm({ transaction }: { transaction?: Transaction }) {
  const accounts = useAccountOptions();
  const categories = useCategoryOptions();
  const fieldsValidate = contractValidate((s) => s.transactionInput);
  const form = useForm<Values>({
    initialValues: {
      type: transaction?.type ?? 'expense',
      transaction_date: transaction?.transaction_date ?? agencyToday(),
      account_id: transaction ? String(transaction.account_id) : null,
      category_id: transaction ? String(transaction.category_id) : null,
      amount: transaction?.amount ?? '',
      description: transaction?.description ?? '',
      reference: transaction?.reference ?? '',
      notes: transaction?.notes ?? '',
      attachment: null,
    },
    validate: (values) => {
      const errors = fieldsValidate({
        ...values,
        account_id: values.account_id ?? '',
        category_id: values.category_id ?? '',
      });
      const file = validateAttachment(values.attachment);
      return file ? { ...errors, attachment: file } : errors;
    },
  });

  const shell = useTransactionShell(form, transaction);
  const field = (name: keyof Values) => ({ ...form.getInputProps(name) });
  // The amount is in the account's currency (rupees until an account is chosen).
  const { account_id } = form.getValues();
  const currency =
    accounts.data?.data.find((a) => String(a.id) === account_id)?.currency ?? BASE_CURRENCY;

  return (
    <FormShell {...shell}>
      <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
        All transactions start as <strong>Pending</strong> and need a manager&apos;s approval before
        they affect account balances.
      </Alert>
      <FormSection legend="Transaction">
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Type <span style={{ color: 'var(--mantine-color-error)' }}>*</span>
          </Text>
          <SegmentedControl
            aria-label="Type"
            data={[
              { value: 'expense', label: 'Expense' },
              { value: 'income', label: 'Income' },
            ]}
            {...field('type')}
          />
        </Stack>
        <TextInput label="Date" type="date" required {...field('transaction_date')} />
        <RecordSelect
          query={accounts}
          label="Account"
          required
          placeholder="Choose an account"
          optionLabel={nameAndCode}
          {...field('account_id')}
        />
        <RecordSelect
          query={categories}
          label="Category"
          required
          placeholder="Choose a category"
          {...field('category_id')}
        />
        <MoneyInput
          label="Amount"
          required
          currency={currency}
          description={
            currency === BASE_CURRENCY ? undefined : `In ${currency}, the account's currency`
          }
          {...field('amount')}
        />
        <TextInput
          label="Reference"
          placeholder="Invoice or receipt number"
          {...field('reference')}
        />
        <TextArea label="Description" required minRows={2} {...field('description')} />
        <TextArea label="Notes" minRows={2} {...field('notes')} />
        <FileInput
          label="Attachment"
          description={
            transaction?.attachment_name
              ? `Current: ${transaction.attachment_name}. A new file replaces it. PDF, JPG, JPEG or PNG, max 2MB.`
              : 'PDF, JPG, JPEG or PNG, max 2MB'
          }
          accept=".pdf,.jpg,.jpeg,.png"
          clearable
          leftSection={<IconPaperclip size={16} />}
          {...field('attachment')}
        />
      </FormSection>
    </FormShell>
  );
}
