import type { NumberInputProps } from '@mantine/core';
import { NumberInput } from '@mantine/core';

/**
 * A rate in percent with two decimals (an agent's commission). Out of range is refused by the
 * form's check with a message, never clamped on blur.
 */
export function PercentInput(props: NumberInputProps) {
  return (
    <NumberInput
      clampBehavior="none"
      min={0}
      max={100}
      step={0.01}
      decimalScale={2}
      rightSection="%"
      {...props}
    />
  );
}
