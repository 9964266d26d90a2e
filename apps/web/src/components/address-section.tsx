import { TextInput } from '@mantine/core';
import { FormSection } from './form-shell.tsx';
import { TextArea } from './text-area.tsx';

type AddressKey = 'address' | 'city' | 'state' | 'country' | 'postal_code';

/** A required postal address (branches, staff): the street, city, state, country and code. */
export function AddressSection(props: {
  legend: string;
  /** The form's input props of a field (useSaveForm's `field`). */
  field: (name: AddressKey) => object;
}) {
  const { field } = props;
  return (
    <FormSection legend={props.legend}>
      <TextArea label="Address" required minRows={2} {...field('address')} />
      <TextInput label="City" required {...field('city')} />
      <TextInput label="State" required {...field('state')} />
      <TextInput label="Country" required {...field('country')} />
      <TextInput label="Postal Code" required {...field('postal_code')} />
    </FormSection>
  );
}
