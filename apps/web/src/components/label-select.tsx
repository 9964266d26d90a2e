import type { SelectProps } from '@mantine/core';
import { Select } from '@mantine/core';
import type { LabelKind } from '@app/contract/constants';
import { labelOptions } from '@app/contract/constants';

/**
 * A form's choice of one of the contract's labelled values (`kind="mealPlan"`), shown by their
 * labels; a required choice that cannot be cleared to nothing.
 */
export function LabelSelect({
  kind,
  ...props
}: { kind: LabelKind } & Omit<SelectProps, 'data' | 'allowDeselect'>) {
  return <Select allowDeselect={false} data={labelOptions(kind)} {...props} />;
}
