import { Anchor, Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import type { FieldErrors } from '@app/contract';
import {
  BASE_CURRENCY,
  can,
  labelOptions,
  SUPPLIER_PAYMENT_MESSAGES,
} from '@app/contract/constants';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table.tsx';
import { MoneyInput } from '../../../components/money-input.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import {
  formatDate,
  formatDateTime,
  formatInr,
  formatMoney,
  agencyToday,
} from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useDepositChoices } from '../../../lib/options.ts';
import type { Revaluation } from '../api/books-api.ts';
import {
  useAddExchangeRate,
  useExchangeRates,
  useLockDate,
  usePaymentAccounts,
  useSetLockDate,
  useRevalue,
  useSetPaymentAccounts,
  useSetSupplierPaymentSettings,
  useSupplierPaymentSettings,
} from '../api/books-api.ts';
import { RatesImport } from '../components/rates-import.tsx';
import { useCurrencyOptions } from '../../../lib/options.ts';
import { ErrorText } from '../../../components/states.tsx';
import { HiddenCaption } from '../../../components/hidden-caption.tsx';

const METHODS = labelOptions('paymentMethod');
const methodName = (m: string) => METHODS.find((o) => o.value === m)?.label ?? m;

/** A refusal's message for one field, or its general message when no field is named. */
const fieldError = (r: { message: string; errors?: FieldErrors }, field: string) =>
  r.errors?.[field]?.[0] ?? null;

export default function BooksSettingsPage() {
  const user = useCurrentUser();
  const admin = user?.is_admin ?? false;
  return (
    <>
      <PageHeader title="Books Settings" />
      <Stack gap="lg">
        <LockDateSection admin={admin} />
        <PaymentAccountsSection admin={admin} />
        {can(user, 'view_supplier_payments') && <SupplierApprovalSection admin={admin} />}
        {admin && <RevaluationSection />}
        <ExchangeRatesSection />
      </Stack>
    </>
  );
}

function LockDateSection({ admin }: { admin: boolean }) {
  const q = useLockDate();
  const save = useSetLockDate();
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const lock = q.data?.data;
  const shown = value ?? lock?.lock_date ?? '';
  const submit = (lock_date: string | null) => {
    setError(null);
    save.mutate(
      { lock_date },
      {
        onSuccess: (r) => {
          if (r.success) {
            setValue(null);
            notifySuccess(lock_date ? 'Lock date saved' : 'Lock date cleared');
          } else setError(fieldError(r, 'lock_date') ?? r.message);
        },
      },
    );
  };
  return (
    <SectionCard title="Lock date" named>
      <ErrorText error={q.error} />
      <Text size="sm" mb="sm">
        {lock?.lock_date
          ? `Nothing dated on or before ${formatDate(lock.lock_date)} can be posted, changed or voided.`
          : 'The books are open: no lock date is set.'}
        {lock?.updated_by && lock.updated_at
          ? ` Set by ${lock.updated_by.name}, ${formatDateTime(lock.updated_at)}.`
          : ''}
      </Text>
      {admin && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit(shown || null);
          }}
        >
          <Group align="flex-start" gap="sm">
            <TextInput
              label="Lock date"
              type="date"
              value={shown}
              onChange={(e) => setValue(e.currentTarget.value)}
              error={error}
              w={220}
            />
            <Button type="submit" mt={25} loading={save.isPending}>
              Save lock date
            </Button>
            {lock?.lock_date && (
              <Button
                variant="default"
                mt={25}
                onClick={() => submit(null)}
                disabled={save.isPending}
              >
                Clear
              </Button>
            )}
          </Group>
        </form>
      )}
    </SectionCard>
  );
}

function PaymentAccountsSection({ admin }: { admin: boolean }) {
  const q = usePaymentAccounts();
  const accounts = useDepositChoices(admin);
  const save = useSetPaymentAccounts();
  const [picked, setPicked] = useState<Record<string, string | null>>({});
  const [error, setError] = useState<string | null>(null);
  const rows = q.data?.data ?? [];
  // The server's list: bank, cash and card accounts, and Undeposited Funds; one kept in
  // another currency says which.
  const choices = (accounts.data?.data.accounts ?? []).map((a) => ({
    value: String(a.id),
    label: `${a.name} (${a.code}${a.currency === BASE_CURRENCY ? '' : `, ${a.currency}`})`,
  }));
  const valueOf = (method: string, current: { id: number } | null) =>
    method in picked ? picked[method]! : current ? String(current.id) : null;
  const submit = () => {
    setError(null);
    const body = {
      accounts: rows.map((r) => {
        const v = valueOf(r.method, r.account);
        return { method: r.method, account_id: v ? Number(v) : null };
      }),
    };
    save.mutate(body, {
      onSuccess: (r) => {
        if (r.success) {
          setPicked({});
          notifySuccess('Deposit accounts saved');
        } else setError(r.message);
      },
    });
  };
  return (
    <SectionCard title="Deposit accounts" named>
      <Text size="sm" mb="sm" c="dimmed">
        The account a payment goes into when it names none; blank: Undeposited Funds. An account
        kept in another currency takes only payments in that currency: the method&apos;s others go
        to Undeposited Funds.
      </Text>
      <ErrorText error={q.error} />
      <Table maw={640}>
        <HiddenCaption>Deposit account of each payment method</HiddenCaption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Payment method</Table.Th>
            <Table.Th>Deposit account</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.method}>
              <Table.Td>{methodName(r.method)}</Table.Td>
              <Table.Td>
                {admin ? (
                  <Select
                    aria-label={`Deposit account for ${methodName(r.method)}`}
                    placeholder="Undeposited Funds"
                    clearable
                    searchable
                    value={valueOf(r.method, r.account)}
                    onChange={(v) => setPicked((p) => ({ ...p, [r.method]: v }))}
                    data={
                      r.account && !choices.some((c) => c.value === String(r.account!.id))
                        ? [{ value: String(r.account.id), label: r.account.name }, ...choices]
                        : choices
                    }
                  />
                ) : (
                  (r.account?.name ?? 'Undeposited Funds')
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {error && (
        <Text c="red.8" role="alert" mt="sm">
          {error}
        </Text>
      )}
      {admin && (
        <Group mt="md">
          <Button onClick={submit} loading={save.isPending}>
            Save deposit accounts
          </Button>
        </Group>
      )}
    </SectionCard>
  );
}

const APPROVAL_LABEL = 'Supplier payments above this amount (INR) need a manager’s approval';

/**
 * Four-eyes on money out: a supplier payment whose rupees (at the payment day's rate) are above
 * the amount waits for a manager's approval. Blank: none waits. Admins set it.
 */
function SupplierApprovalSection({ admin }: { admin: boolean }) {
  const q = useSupplierPaymentSettings();
  const save = useSetSupplierPaymentSettings();
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const limit = q.data?.data.approval_limit ?? null;
  const shown = value ?? limit ?? '';
  const submit = () => {
    setError(null);
    save.mutate(
      { approval_limit: shown.trim() === '' ? null : shown },
      {
        onSuccess: (r) => {
          if (r.success) {
            setValue(null);
            notifySuccess(r.message ?? SUPPLIER_PAYMENT_MESSAGES.settingsSaved);
          } else setError(fieldError(r, 'approval_limit') ?? r.message);
        },
      },
    );
  };
  return (
    <SectionCard title="Supplier payment approval" named>
      <ErrorText error={q.error} />
      <Text size="sm" mb="sm">
        {q.data &&
          (limit === null
            ? 'No supplier payment waits for approval: each is paid as it is recorded.'
            : `Supplier payments above ${formatInr(limit)} wait for a manager’s approval; a manager or an admin other than the one who made it decides.`)}
      </Text>
      {admin && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
          noValidate
        >
          <Group align="flex-start" gap="sm">
            <MoneyInput
              label={APPROVAL_LABEL}
              description="Blank: no payment needs approval."
              currency={BASE_CURRENCY}
              value={shown}
              onChange={(v) => {
                setValue(v);
                setError(null);
              }}
              error={error}
              w={420}
            />
            <Button type="submit" mt={46} loading={save.isPending} disabled={!q.data}>
              Save approval amount
            </Button>
          </Group>
        </form>
      )}
    </SectionCard>
  );
}

/** The month before `today`'s ('2026-11-05' -> '2026-10'): the latest one that has ended. */
function lastMonth(today = agencyToday()) {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** A difference in rupees: red when the books lose, green when they gain. */
function Difference({ value }: { value: string }) {
  const sign = Number(value);
  return (
    <Text component="span" size="sm" c={sign < 0 ? 'red.9' : sign > 0 ? 'teal.9' : undefined}>
      {formatInr(value)}
    </Text>
  );
}

type RevaluedAccount = Revaluation['accounts'][number];

function RevaluationSection() {
  const revalue = useRevalue();
  const [month, setMonth] = useState(() => lastMonth());
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<Revaluation | null>(null);
  const submit = () => {
    setError(null);
    revalue.mutate(
      { month },
      {
        onSuccess: (r) => {
          if (r.success) {
            setDone(r.data);
            if (r.message) notifySuccess(r.message);
          } else setError(fieldError(r, 'month') ?? r.message);
        },
      },
    );
  };
  return (
    <SectionCard title="Month-end revaluation" named>
      <Text size="sm" mb="sm" c="dimmed">
        Brings each account kept in another currency to its balance at the month&apos;s closing
        rate; the difference goes to Exchange Gain/Loss.
      </Text>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Group align="flex-start" gap="sm" mb={done ? 'md' : 0}>
          <TextInput
            label="Month"
            type="month"
            value={month}
            onChange={(e) => setMonth(e.currentTarget.value)}
            error={error}
            w={220}
          />
          <Button type="submit" mt={25} loading={revalue.isPending}>
            Revalue
          </Button>
        </Group>
      </form>
      {done && (
        <DataTable<RevaluedAccount>
          caption={`Accounts revalued on ${formatDate(done.date)}`}
          loading={false}
          rows={done.accounts}
          rowKey={(r) => r.account.id}
          emptyText="No account is kept in another currency."
          columns={[
            {
              key: 'account',
              header: 'Account',
              cell: (r) => `${r.account.code} · ${r.account.name}`,
            },
            {
              key: 'balance',
              header: 'Balance',
              align: 'right',
              nowrap: true,
              cell: (r) => formatMoney(r.balance, r.currency),
            },
            { key: 'rate', header: 'Rate', align: 'right', cell: (r) => r.rate },
            {
              key: 'booked',
              header: 'In the books before',
              align: 'right',
              nowrap: true,
              cell: (r) => formatInr(r.booked),
            },
            {
              key: 'revalued',
              header: 'At closing rate',
              align: 'right',
              nowrap: true,
              cell: (r) => formatInr(r.revalued),
            },
            {
              key: 'difference',
              header: 'Difference',
              align: 'right',
              nowrap: true,
              cell: (r) => <Difference value={r.difference} />,
            },
            {
              key: 'entry',
              header: 'Entry',
              nowrap: true,
              cell: (r) =>
                r.entry_id === null ? (
                  'Nothing to post'
                ) : (
                  <Anchor component={Link} to={paths.bookEntry(r.entry_id)} size="sm">
                    Entry {r.entry_id}
                  </Anchor>
                ),
            },
          ]}
        />
      )}
    </SectionCard>
  );
}

type RateField = 'currency' | 'rate_date' | 'rate';

function ExchangeRatesSection() {
  const rates = useExchangeRates(1);
  const currencies = useCurrencyOptions();
  const add = useAddExchangeRate();
  const [form, setForm] = useState({ currency: '', rate_date: agencyToday(), rate: '' });
  const [errors, setErrors] = useState<Partial<Record<RateField, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const set = (k: RateField, v: string) => setForm((f) => ({ ...f, [k]: v }));
  const submit = () => {
    setErrors({});
    setMessage(null);
    add.mutate(form, {
      onSuccess: (r) => {
        if (r.success) {
          setForm((f) => ({ ...f, rate: '' }));
          notifySuccess('Exchange rate added');
          return;
        }
        const named = {
          currency: fieldError(r, 'currency') ?? undefined,
          rate_date: fieldError(r, 'rate_date') ?? undefined,
          rate: fieldError(r, 'rate') ?? undefined,
        };
        setErrors(named);
        if (!named.currency && !named.rate_date && !named.rate) setMessage(r.message);
      },
    });
  };
  const options = (currencies.data?.data ?? [])
    .filter((c) => !c.is_base)
    .map((c) => ({ value: c.code, label: `${c.code} · ${c.name}` }));
  return (
    <SectionCard title="Exchange rates" named>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Group align="flex-start" gap="sm" mb="md" wrap="wrap">
          <Select
            label="Currency"
            w={220}
            searchable
            data={options}
            value={form.currency || null}
            onChange={(v) => set('currency', v ?? '')}
            error={errors.currency}
          />
          <TextInput
            label="Date"
            type="date"
            w={180}
            value={form.rate_date}
            onChange={(e) => set('rate_date', e.currentTarget.value)}
            error={errors.rate_date}
          />
          <TextInput
            label="Rate (INR per unit)"
            w={180}
            inputMode="decimal"
            value={form.rate}
            onChange={(e) => set('rate', e.currentTarget.value)}
            error={errors.rate}
          />
          <Button type="submit" mt={25} loading={add.isPending}>
            Add rate
          </Button>
        </Group>
        {message && (
          <Text c="red.8" role="alert" mb="sm">
            {message}
          </Text>
        )}
      </form>
      <RatesImport />
      <DataTable
        caption="Latest exchange rates"
        loading={rates.isPending}
        rows={rates.data?.data}
        emptyText="No exchange rates yet"
        columns={[
          { key: 'currency', header: 'Currency', cell: (r) => r.currency },
          { key: 'date', header: 'Date', cell: (r) => formatDate(r.rate_date), nowrap: true },
          { key: 'rate', header: 'INR per unit', align: 'right', cell: (r) => r.rate },
          { key: 'by', header: 'Entered by', cell: (r) => r.created_by?.name ?? 'System' },
        ]}
      />
    </SectionCard>
  );
}
