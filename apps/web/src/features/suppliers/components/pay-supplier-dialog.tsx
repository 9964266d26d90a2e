import {
  Alert,
  Checkbox,
  Group,
  Modal,
  ScrollArea,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { FieldErrors } from '@app/contract';
import {
  BASE_CURRENCY,
  depositTakes,
  FIELD_RULES,
  SUPPLIER_PAYMENT_MESSAGES as M,
} from '@app/contract/constants';
import { addMoney, hundredths } from '@app/contract/hundredths';
import { amountClass } from '../../../components/figure-grid.tsx';
import { ModalActions } from '../../../components/modal-actions.tsx';
import { MoneyInput } from '../../../components/money-input.tsx';
import { TextArea } from '../../../components/text-area.tsx';
import { formatMoney, agencyToday } from '../../../lib/format.ts';
import { parseMoneyText } from '../../../lib/money-text.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useDepositChoices } from '../../../lib/options.ts';
import type { Payable } from '../api/supplier-payments-api.ts';
import { usePaySupplier, useSupplierPayables } from '../api/supplier-payments-api.ts';
import { DueDate, SERVICE_KIND_LABELS } from './payable-parts.tsx';
import { HiddenCaption } from '../../../components/hidden-caption.tsx';

export interface PaySupplierDialogProps {
  opened: boolean;
  onClose: () => void;
  supplier: { id: number; name: string; currency: string };
}

/** One service as picked: ticked or not, and the amount to pay on it (the open amount at first). */
interface Pick {
  checked: boolean;
  amount: string;
}

type Field = 'account_id' | 'payment_date' | 'reference' | 'notes';

const REQUIRED = {
  amount: 'The amount field is required.',
  account_id: 'The account field is required.',
  payment_date: 'The payment date field is required.',
} as const;
const AT_LEAST = 'The amount must be at least 0.01.';

/** The currencies the open services are owed in, the supplier's own first. */
function currenciesOf(rows: Payable[], own: string) {
  const all = [...new Set(rows.map((r) => r.currency))];
  return all.includes(own) ? [own, ...all.filter((c) => c !== own)] : all;
}

/**
 * Pay a supplier (POST /supplier-payments): its open services in one currency (a payment is in
 * one), each with a box and the amount to pay (the open amount, changed for a part payment), the
 * money account it leaves (one kept in that currency or in rupees), the day (today or before),
 * a reference and notes, and the total as it is typed. The answer's message says whether it is
 * paid or waits for a manager. The server's refusal of a service shows on its row
 * (`lines.0.amount`), of a field under it, anything else above the form. Enter submits; a
 * double click sends once (and the Idempotency-Key the client adds answers a retry once).
 */
export function PaySupplierDialog(props: PaySupplierDialogProps) {
  const { supplier } = props;
  const payables = useSupplierPayables(supplier.id, props.opened);
  const choices = useDepositChoices(props.opened);
  const pay = usePaySupplier();
  const today = agencyToday();

  const [currency, setCurrency] = useState<string | null>(null);
  const [picks, setPicks] = useState<Record<number, Pick>>({});
  const [values, setValues] = useState<Record<Field, string>>({
    account_id: '',
    payment_date: today,
    reference: '',
    notes: '',
  });
  const [touched, setTouched] = useState(false);
  const [refusal, setRefusal] = useState<{
    message: string;
    errors?: FieldErrors;
    /** The services sent, in order: `lines.N` of the answer is the Nth. */
    sent: number[];
  } | null>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (!pay.isPending) sent.current = false;
  }, [pay.isPending]);

  // Each opening starts afresh: nothing ticked, today, no account.
  const [wasOpened, setWasOpened] = useState(false);
  if (props.opened !== wasOpened) {
    setWasOpened(props.opened);
    if (props.opened) {
      setCurrency(null);
      setPicks({});
      setValues({ account_id: '', payment_date: agencyToday(), reference: '', notes: '' });
      setTouched(false);
      setRefusal(null);
    }
  }

  const open = (payables.data?.data ?? []).filter((p) => hundredths(p.open) > 0n);
  const currencies = currenciesOf(open, supplier.currency);
  const shownCurrency = currency && currencies.includes(currency) ? currency : currencies[0];
  const rows = open.filter((p) => p.currency === shownCurrency);
  const pickOf = (p: Payable): Pick => picks[p.id] ?? { checked: false, amount: p.open };
  const ticked = rows.filter((p) => pickOf(p).checked);

  const accounts = (choices.data?.data.accounts ?? []).filter(
    (a) => shownCurrency !== undefined && depositTakes(a.currency, shownCurrency),
  );

  // What the form can tell before sending.
  const rowProblem = (p: Payable) => {
    const pick = pickOf(p);
    if (!pick.checked) return null;
    const parsed = parseMoneyText(pick.amount);
    if (!parsed.ok) return parsed.message;
    if (parsed.value === '') return REQUIRED.amount;
    if (hundredths(parsed.value) <= 0n) return AT_LEAST;
    if (hundredths(parsed.value) > hundredths(p.open)) return M.overpay(p.currency, p.open);
    return null;
  };
  const local: Partial<Record<Field | 'lines', string>> = {};
  if (ticked.length === 0) local.lines = M.linesRequired;
  if (!values.account_id) local.account_id = REQUIRED.account_id;
  if (!values.payment_date) local.payment_date = REQUIRED.payment_date;
  else if (values.payment_date > today) local.payment_date = FIELD_RULES.paymentDateFuture;
  const blocked = Object.keys(local).length > 0 || ticked.some((p) => rowProblem(p) !== null);

  const total = addMoney(
    ticked
      .map((p) => parseMoneyText(pickOf(p).amount))
      .flatMap((r) => (r.ok && r.value ? [r.value] : [])),
  );

  // The server's word, placed: a service's on its row, a field's under it, the rest on top.
  const errors = refusal?.errors ?? {};
  const placed = new Set<string>();
  const rowError = (p: Payable) => {
    const i = refusal?.sent.indexOf(p.id) ?? -1;
    if (i < 0) return null;
    const keys = [`lines.${i}.amount`, `lines.${i}.payable_id`, `lines.${i}`];
    keys.forEach((k) => placed.add(k));
    return keys.flatMap((k) => errors[k] ?? [])[0] ?? null;
  };
  const fieldError = (f: Field) => {
    placed.add(f);
    return (touched && local[f]) || errors[f]?.[0] || null;
  };
  // Read after every field and row has claimed its own (below, in render order).
  const topMessage = () => {
    if (!refusal) return touched ? (local.lines ?? null) : null;
    const rest = Object.entries(errors)
      .filter(([k]) => !placed.has(k))
      .flatMap(([, v]) => v);
    if (rest.length) return [...new Set(rest)].join(' ');
    return Object.keys(errors).length ? null : refusal.message;
  };

  // A change makes the server's word stale: the next save is judged afresh.
  const setPick = (p: Payable, change: Partial<Pick>) => {
    setPicks((all) => ({ ...all, [p.id]: { ...pickOf(p), ...change } }));
    setRefusal(null);
  };
  const setValue = (f: Field, v: string) => {
    setValues((all) => ({ ...all, [f]: v }));
    setRefusal(null);
  };
  const chooseCurrency = (c: string) => {
    setCurrency(c);
    setRefusal(null);
    const kept = choices.data?.data.accounts.find((a) => String(a.id) === values.account_id);
    if (kept && !depositTakes(kept.currency, c)) setValues((all) => ({ ...all, account_id: '' }));
  };
  const allTicked = rows.length > 0 && ticked.length === rows.length;
  const tickAll = (checked: boolean) => {
    setPicks((all) => {
      const next = { ...all };
      for (const p of rows) next[p.id] = { ...pickOf(p), checked };
      return next;
    });
    setRefusal(null);
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (blocked || !props.opened || sent.current) return;
    sent.current = true;
    const lines = ticked.map((p) => ({
      payable_id: p.id,
      amount: (parseMoneyText(pickOf(p).amount) as { value: string }).value,
    }));
    pay.mutate(
      {
        supplier_id: supplier.id,
        account_id: Number(values.account_id),
        payment_date: values.payment_date,
        reference: values.reference,
        notes: values.notes,
        lines,
      },
      {
        onSuccess: (r) => {
          if (!r.success) return setRefusal({ ...r, sent: lines.map((l) => l.payable_id) });
          notifySuccess(r.message ?? (r.data.status === 'pending' ? M.pending : M.paid));
          props.onClose();
        },
      },
    );
  };

  const loading = payables.isPending;
  const nothing = !loading && !payables.isError && open.length === 0;
  const tableRows = rows.map((p, i) => {
    const pick = pickOf(p);
    const problem = (touched && rowProblem(p)) || rowError(p);
    const name = `${p.booking.file_number} ${p.service}`;
    return (
      <Table.Tr key={p.id} data-payable={p.id}>
        <Table.Td>
          <Checkbox
            aria-label={`Pay ${name}`}
            checked={pick.checked}
            onChange={(e) => setPick(p, { checked: e.currentTarget.checked })}
            data-autofocus={i === 0 || undefined}
          />
        </Table.Td>
        <Table.Td>
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {p.booking.file_number}
          </Text>
          <Text size="xs" c="dimmed">
            {p.booking.guest_name}
          </Text>
        </Table.Td>
        <Table.Td>
          <Text size="sm">{p.service}</Text>
          <Text size="xs" c="dimmed">
            {SERVICE_KIND_LABELS[p.kind]}
          </Text>
        </Table.Td>
        <Table.Td style={{ whiteSpace: 'nowrap' }}>
          <DueDate date={p.due_date} days={p.days_overdue} />
        </Table.Td>
        <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
          <Text size="sm" className={amountClass}>
            {formatMoney(p.open, p.currency)}
          </Text>
          {hundredths(p.paid) > 0n && (
            <Text size="xs" c="dimmed" className={amountClass}>
              of {formatMoney(p.amount, p.currency)}
            </Text>
          )}
        </Table.Td>
        <Table.Td w={170}>
          <MoneyInput
            currency={p.currency}
            aria-label={`Amount to pay on ${name}`}
            value={pick.amount}
            onChange={(v) => setPick(p, { amount: v })}
            disabled={!pick.checked}
            max={p.open}
            maxMessage={M.overpay(p.currency, p.open)}
            error={problem || undefined}
          />
        </Table.Td>
      </Table.Tr>
    );
  });
  const fields = {
    account: fieldError('account_id'),
    date: fieldError('payment_date'),
    reference: fieldError('reference'),
    notes: fieldError('notes'),
  };
  const top = topMessage();

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={`Pay ${supplier.name}`}
      size="xl"
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {top && (
            <Alert color="red" role="alert">
              {top}
            </Alert>
          )}
          {payables.isError && (
            <Text c="red.8" size="sm" role="alert">
              {payables.error.message}
            </Text>
          )}
          {loading && <Skeleton h={120} aria-busy="true" />}
          {nothing && <Text size="sm">Nothing is owed to this supplier.</Text>}
          {currencies.length > 1 && shownCurrency && (
            <Stack gap={4}>
              <Text size="sm" fw={500} id="pay-currency">
                Currency
              </Text>
              <Group gap="sm">
                <SegmentedControl
                  aria-labelledby="pay-currency"
                  value={shownCurrency}
                  onChange={chooseCurrency}
                  data={currencies}
                />
                <Text size="xs" c="dimmed">
                  A payment settles services in one currency: pay the others separately.
                </Text>
              </Group>
            </Stack>
          )}
          {rows.length > 0 && (
            <ScrollArea type="auto">
              <Table verticalSpacing="xs" miw={720}>
                <HiddenCaption>Services to pay</HiddenCaption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={40}>
                      <Checkbox
                        aria-label="Pay every service"
                        checked={allTicked}
                        indeterminate={ticked.length > 0 && !allTicked}
                        onChange={(e) => tickAll(e.currentTarget.checked)}
                      />
                    </Table.Th>
                    <Table.Th>File</Table.Th>
                    <Table.Th>Service</Table.Th>
                    <Table.Th>Due</Table.Th>
                    <Table.Th style={{ textAlign: 'right' }}>Open</Table.Th>
                    <Table.Th>Amount to pay</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>{tableRows}</Table.Tbody>
              </Table>
            </ScrollArea>
          )}
          {payables.data && payables.data.total > payables.data.data.length && (
            <Text size="xs" c="dimmed">
              The {payables.data.data.length} services due soonest are listed: pay them, then the
              rest.
            </Text>
          )}
          <Group justify="space-between" align="baseline">
            <Text size="sm" c="dimmed">
              {ticked.length} of {rows.length} {rows.length === 1 ? 'service' : 'services'}
            </Text>
            <Text fw={700} aria-live="polite">
              Total:{' '}
              <span className={amountClass}>
                {shownCurrency ? formatMoney(total, shownCurrency) : '—'}
              </span>
            </Text>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Paid from"
              required
              searchable
              placeholder="Choose the money account"
              data={accounts.map((a) => ({
                value: String(a.id),
                label: `${a.code} · ${a.name}${a.currency === BASE_CURRENCY ? '' : ` (${a.currency})`}`,
              }))}
              value={values.account_id || null}
              onChange={(v) => setValue('account_id', v ?? '')}
              error={fields.account}
              nothingFoundMessage={`No money account takes ${shownCurrency ?? 'this currency'}`}
            />
            <TextInput
              label="Payment Date"
              type="date"
              required
              max={today}
              value={values.payment_date}
              onChange={(e) => setValue('payment_date', e.currentTarget.value)}
              error={fields.date}
            />
          </SimpleGrid>
          <TextInput
            label="Reference"
            placeholder="Bank reference / Cheque number"
            maxLength={100}
            value={values.reference}
            onChange={(e) => setValue('reference', e.currentTarget.value)}
            error={fields.reference}
          />
          <TextArea
            label="Notes"
            minRows={2}
            maxLength={2000}
            value={values.notes}
            onChange={(e) => setValue('notes', e.currentTarget.value)}
            error={fields.notes}
          />
          <ModalActions
            onCancel={props.onClose}
            label={
              hundredths(total) > 0n && shownCurrency
                ? `Pay ${formatMoney(total, shownCurrency)}`
                : 'Pay'
            }
            busy={pay.isPending}
            disabled={nothing}
          />
        </Stack>
      </form>
    </Modal>
  );
}
