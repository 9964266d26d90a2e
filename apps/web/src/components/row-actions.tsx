import { ActionIcon, Group, Tooltip } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { IconEdit, IconEye, IconFileText, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';

/**
 * One icon action with its tooltip (`tip`) and its accessible name (`label`): a link when
 * given `to`, else a button that runs `onClick`.
 */
export function IconAction(props: {
  tip: string;
  label: string;
  icon: Icon;
  to?: string;
  onClick?: () => void;
  color?: string;
}) {
  const common = {
    variant: 'subtle',
    color: props.color,
    'aria-label': props.label,
    children: <props.icon size={18} />,
  } as const;
  return (
    <Tooltip label={props.tip}>
      {props.to === undefined ? (
        <ActionIcon {...common} onClick={props.onClick} />
      ) : (
        <ActionIcon component={Link} to={props.to} {...common} />
      )}
    </Tooltip>
  );
}

/**
 * The view / edit / delete icons at the end of a list row. Each is shown only when given;
 * `name` makes the labels say which row they act on ("Edit Goa Office").
 */
export function RowActions(props: {
  name: string;
  viewTo?: string | undefined;
  statementTo?: string | undefined;
  editTo?: string | false | undefined;
  onDelete?: (() => void) | false | undefined;
}) {
  const { name } = props;
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {props.statementTo && (
        <IconAction
          tip="View statement"
          label={`Statement of ${name}`}
          icon={IconFileText}
          to={props.statementTo}
        />
      )}
      {props.viewTo && (
        <IconAction tip="View" label={`View ${name}`} icon={IconEye} to={props.viewTo} />
      )}
      {props.editTo && (
        <IconAction tip="Edit" label={`Edit ${name}`} icon={IconEdit} to={props.editTo} />
      )}
      {props.onDelete && (
        <IconAction
          tip="Delete"
          label={`Delete ${name}`}
          icon={IconTrash}
          color="red"
          onClick={props.onDelete}
        />
      )}
    </Group>
  );
}
