import { ActionIcon, Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { AgentCredit, FieldErrors } from '@app/contract';
import { BASE_CURRENCY, CREDIT_MESSAGES } from '@app/contract/constants';
import { CurrencySelect } from '../../../components/currency-select.tsx';
import { ModalActions } from '../../../components/modal-actions.tsx';
import { MoneyInput } from '../../../components/money-input.tsx';
import { parseMoneyText } from '../../../lib/money-text.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCurrencyOptions } from '../../../lib/options.ts';
import { useSetAgentCredit } from '../api/agents-api.ts';

/** One limit as edited: `key` keeps a row's fields its own when a row above it is removed. */
interface Row {
  key: number;
  currency: string;
  credit_limit: string;
}

const LIMIT_REQUIRED = 'Type the credit limit (0 for cash only).';

export interface AgentCreditDialogProps {
  opened: boolean;
  agentId: number;
  /** The agent's credit as the card shows it: its limits are the rows the dialog opens with. */
  credit: AgentCredit;
  onClose: () => void;
}

let nextKey = 1;
const rowsOf = (credit: AgentCredit): Row[] =>
  credit
    .filter((l) => l.credit_limit !== null)
    .map((l) => ({ key: nextKey++, currency: l.currency, credit_limit: l.credit_limit! }));

/**
 * Edit Limits (admins): one row per currency, its limit typed in that currency, all of them sent
 * at once (PUT /agents/:id/credit replaces the agent's limits; a currency left out has none).
 * Enter submits; it sends once (a double click's second click is dropped). The server's
 * refusal shows under the row it names (`limits.0.currency`), anything else above the rows.
 */
export function AgentCreditDialog(props: AgentCreditDialogProps) {
  const save = useSetAgentCredit(props.agentId);
  const currencies = useCurrencyOptions();
  const [rows, setRows] = useState<Row[]>([]);
  const [touched, setTouched] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; errors?: FieldErrors } | null>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (!save.isPending) sent.current = false;
  }, [save.isPending]);
  // Each opening starts from the limits the card shows.
  const [wasOpened, setWasOpened] = useState(false);
  if (props.opened !== wasOpened) {
    setWasOpened(props.opened);
    if (props.opened) {
      setRows(rowsOf(props.credit));
      setTouched(false);
      setRefusal(null);
    }
  }

  // What this form can tell before sending: a blank limit, a currency twice. (What the money
  // field refuses, it says itself.)
  const seen = new Set<string>();
  const local = rows.map((r) => {
    const repeated = seen.has(r.currency);
    seen.add(r.currency);
    return {
      currency: repeated ? CREDIT_MESSAGES.repeated : null,
      credit_limit: r.credit_limit.trim() === '' ? LIMIT_REQUIRED : null,
    };
  });
  const unreadable = rows.some((r) => !parseMoneyText(r.credit_limit).ok);
  const blocked = unreadable || local.some((l) => l.currency || l.credit_limit);

  const errors = refusal?.errors ?? {};
  const rowKeys = rows.flatMap((_, i) => [`limits.${i}.currency`, `limits.${i}.credit_limit`]);
  const elsewhere = Object.entries(errors)
    .filter(([k]) => !rowKeys.includes(k))
    .flatMap(([, v]) => v);
  const atTop =
    refusal && (elsewhere.length || !Object.keys(errors).length)
      ? [...new Set(elsewhere.length ? elsewhere : [refusal.message])].join(' ')
      : null;
  const serverError = (i: number, field: keyof Omit<Row, 'key'>) =>
    errors[`limits.${i}.${field}`]?.[0];

  // A change to the rows makes the server's word on them stale: the next save judges afresh.
  const edit = (next: Row[]) => {
    setRows(next);
    setRefusal(null);
  };
  const update = (key: number, change: Partial<Row>) =>
    edit(rows.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const add = () => {
    const used = new Set(rows.map((r) => r.currency));
    const codes = [BASE_CURRENCY, ...(currencies.data?.data ?? []).map((c) => c.code)];
    const currency = codes.find((c) => !used.has(c)) ?? BASE_CURRENCY;
    edit([...rows, { key: nextKey++, currency, credit_limit: '' }]);
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (blocked || !props.opened || sent.current) return;
    sent.current = true;
    save.mutate(
      { limits: rows.map((r) => ({ currency: r.currency, credit_limit: r.credit_limit })) },
      {
        onSuccess: (r) => {
          if (!r.success) return setRefusal(r);
          notifySuccess(r.message ?? CREDIT_MESSAGES.saved);
          props.onClose();
        },
      },
    );
  };

  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Edit Credit Limits" centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            What the agent may owe in each currency. 0 is cash only; a currency not listed has no
            limit.
          </Text>
          {atTop && (
            <Alert color="red" role="alert">
              {atTop}
            </Alert>
          )}
          {rows.length === 0 && (
            <Text size="sm" fw={500}>
              No limits: the agent may owe any amount.
            </Text>
          )}
          {rows.map((r, i) => (
            <Group key={r.key} gap="xs" align="flex-start" wrap="nowrap">
              <CurrencySelect
                current={r.currency}
                value={r.currency}
                onChange={(v) => v && update(r.key, { currency: v })}
                label={null}
                aria-label={`Currency ${i + 1}`}
                w={96}
                style={{ flexShrink: 0 }}
                error={(touched && local[i]!.currency) || serverError(i, 'currency')}
              />
              <MoneyInput
                currency={r.currency}
                value={r.credit_limit}
                onChange={(v) => update(r.key, { credit_limit: v })}
                aria-label={`Credit limit ${i + 1}`}
                placeholder="Credit limit"
                style={{ flex: 1 }}
                error={(touched && local[i]!.credit_limit) || serverError(i, 'credit_limit')}
                data-autofocus={i === 0 || undefined}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                mt={2}
                aria-label={`Remove ${r.currency}`}
                onClick={() => edit(rows.filter((x) => x.key !== r.key))}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          ))}
          <Group>
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPlus size={14} />}
              onClick={add}
              disabled={rows.length >= 20}
            >
              Add Currency
            </Button>
          </Group>
          <ModalActions onCancel={props.onClose} label="Save" busy={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
