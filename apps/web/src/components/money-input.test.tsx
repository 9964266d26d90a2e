import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test-utils.tsx';
import { MoneyInput } from './money-input.tsx';

function Harness(props: {
  currency: 'INR' | 'AED';
  onValue: (v: string) => void;
  max?: string;
  maxMessage?: string;
}) {
  const [value, setValue] = useState('');
  return (
    <MoneyInput
      label="Amount"
      currency={props.currency}
      max={props.max}
      maxMessage={props.maxMessage}
      value={value}
      onChange={(v) => {
        setValue(v);
        props.onValue(v);
      }}
    />
  );
}

describe('MoneyInput', () => {
  it('shows what is typed while focused, the grouped amount once left, and hands over the exact string', async () => {
    const onValue = vi.fn();
    renderWithApp(<Harness currency="INR" onValue={onValue} />);
    const box = screen.getByLabelText('Amount');
    await userEvent.type(box, '200000.5');
    expect(box).toHaveValue('200000.5');
    expect(onValue).toHaveBeenLastCalledWith('200000.50');
    await userEvent.tab();
    expect(box).toHaveValue('2,00,000.50');
  });

  it('groups AED amounts the Western way', async () => {
    renderWithApp(<Harness currency="AED" onValue={() => {}} />);
    const box = screen.getByLabelText('Amount');
    await userEvent.type(box, '2,00,000.50');
    await userEvent.tab();
    expect(box).toHaveValue('200,000.50');
  });

  it.each([
    ['abc', 'Type the amount in digits; letters are not allowed.'],
    ['1.2.3', 'The amount may have only one decimal point.'],
    ['1.234', 'The amount may have at most two decimal places.'],
    ['-5', 'The amount may not be negative.'],
  ])('refuses %j with a message and keeps the text', async (typed, message) => {
    renderWithApp(<Harness currency="INR" onValue={() => {}} />);
    const box = screen.getByLabelText('Amount');
    await userEvent.type(box, typed);
    await userEvent.tab();
    expect(box).toHaveValue(typed);
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('says why above the maximum and keeps the amount (no clamp)', async () => {
    const onValue = vi.fn();
    const message = 'The amount may not be more than the balance due of AED 18,500.00.';
    renderWithApp(<Harness currency="AED" onValue={onValue} max="18500.00" maxMessage={message} />);
    const box = screen.getByLabelText('Amount');
    await userEvent.type(box, '25,000');
    await userEvent.tab();
    expect(box).toHaveValue('25,000.00');
    expect(onValue).toHaveBeenLastCalledWith('25000.00');
    expect(screen.getByText(message)).toBeInTheDocument();
  });
});
