import type { TextInputProps } from '@mantine/core';
import { TextInput } from '@mantine/core';
import { useState } from 'react';
import type { MoneyCurrency } from '../lib/money-text.ts';
import { moneyAbove } from '@app/contract/hundredths';
import { groupMoney, parseMoneyText } from '../lib/money-text.ts';
import { moneyMark } from '../lib/format.ts';

type Props = Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'max'> & {
  /** The form's value: an exact decimal string ('200000.50'), or what was typed when it is not one. */
  value?: string | number | null;
  defaultValue?: string | number | null;
  onChange?: (value: string) => void;
  currency: MoneyCurrency;
  allowNegative?: boolean;
  /** Above this the field says why (maxMessage); the form's validation blocks the submit. */
  max?: string;
  maxMessage?: string;
};

const shown = (value: string, currency: MoneyCurrency, allowNegative?: boolean) => {
  const r = parseMoneyText(value, { allowNegative });
  return r.ok && r.value !== '' && value.trim() !== '' ? groupMoney(r.value, currency) : value;
};

/**
 * The one money field: takes what people type ('2,00,000.50', '200000.5',
 * '₹1,234'), hands the form the exact decimal string, shows the amount grouped in its
 * currency's convention once the field is left, and refuses (never rounds, cuts or clamps).
 */
export function MoneyInput(props: Props) {
  const { value, defaultValue, onChange, currency, allowNegative, max, maxMessage, ...rest } =
    props;
  const outer = String(value ?? defaultValue ?? '');
  const [text, setText] = useState(() => shown(outer, currency, allowNegative));
  const [last, setLast] = useState(outer);
  // The form changed the value itself (reset, a prefilled balance): show that. What this
  // field hands over is remembered in `last`, so typing is never overwritten.
  if (outer !== last) {
    setLast(outer);
    setText(shown(outer, currency, allowNegative));
  }
  const parsed = parseMoneyText(text, { allowNegative });
  const own = !parsed.ok
    ? parsed.message
    : max !== undefined && parsed.value !== '' && moneyAbove(parsed.value, max)
      ? (maxMessage ?? `The amount may not be more than ${groupMoney(max, currency)}.`)
      : null;

  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      leftSection={moneyMark(currency)}
      leftSectionWidth={moneyMark(currency).length > 1 ? 48 : undefined}
      {...rest}
      value={text}
      error={own ?? rest.error}
      onChange={(e) => {
        const typed = e.currentTarget.value;
        setText(typed);
        const r = parseMoneyText(typed, { allowNegative });
        const next = r.ok ? r.value : typed;
        setLast(next);
        onChange?.(next);
      }}
      onBlur={(e) => {
        if (parsed.ok && parsed.value !== '') setText(groupMoney(parsed.value, currency));
        rest.onBlur?.(e);
      }}
    />
  );
}
