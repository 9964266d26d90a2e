import { Button, Group } from '@mantine/core';

/**
 * A dialog's Cancel and its action, on the right. Without `onClick` the action submits the
 * dialog's form; while `busy` it is disabled and says `busyLabel` ("Saving...").
 */
export function ModalActions(props: {
  onCancel: () => void;
  label: string;
  busy: boolean;
  busyLabel?: string;
  disabled?: boolean;
  color?: string;
  onClick?: () => void;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={props.onCancel}>
        Cancel
      </Button>
      <Button
        type={props.onClick ? 'button' : 'submit'}
        color={props.color}
        onClick={props.onClick}
        disabled={props.busy || props.disabled}
      >
        {props.busy ? (props.busyLabel ?? 'Saving...') : props.label}
      </Button>
    </Group>
  );
}
