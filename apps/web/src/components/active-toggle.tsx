import { Button } from '@mantine/core';

/** A row's Active/Inactive badge that is also its toggle (categories, drivers). */
export function ActiveToggle(props: {
  active: boolean;
  name: string;
  disabled: boolean;
  onToggle: () => void;
}) {
  const text = props.active ? 'Active' : 'Inactive';
  return (
    <Button
      size="compact-xs"
      variant="light"
      color={props.active ? 'green' : 'gray'}
      c="dark.7"
      disabled={props.disabled}
      aria-label={`${text}: toggle ${props.name}`}
      onClick={props.onToggle}
    >
      {text}
    </Button>
  );
}
