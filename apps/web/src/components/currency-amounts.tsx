import { Text } from '@mantine/core';
import { Fragment } from 'react';
import { formatMoney } from '../lib/format.ts';
import { amountClass } from './figure-grid.tsx';

/** A balance in one currency, as the API gives a partner's balances (one per currency). */
export interface CurrencyAmount {
  currency: string;
  amount: string;
}

/**
 * A balance kept per currency, on one line: "AED 1,000.00 · ₹5,000.00" (an agent's statement,
 * what a supplier is owed). Each amount stays whole on its line; the text takes its size and
 * colour from where it is put, the amounts' weight from `fw`. Nothing when there is none.
 */
export function CurrencyAmounts({
  figures,
  fw,
}: {
  figures: readonly CurrencyAmount[];
  fw?: number;
}) {
  if (!figures.length) return null;
  return (
    <Text span inherit>
      {figures.map((f, i) => (
        <Fragment key={f.currency}>
          {i > 0 && (
            <Text span inherit c="dimmed" fw={400}>
              {' · '}
            </Text>
          )}
          <Text span inherit fw={fw} className={amountClass}>
            {formatMoney(f.amount, f.currency)}
          </Text>
        </Fragment>
      ))}
    </Text>
  );
}
