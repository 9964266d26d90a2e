import { ActionIcon, Group, Tooltip } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { IconEdit, IconEye, IconFileText, IconTrash } from '@tabler/icons-react';
import { can } from '@app/contract/constants';
import { Link } from 'react-router';
import { useCurrentUser } from '../lib/session.ts';

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

/**
 * A record's pages for its list rows' actions, and the permission module whose keys show Edit
 * and Delete (`edit_<perm>`, `delete_<perm>`). `edit` gets the row too, for a record with more
 * than one edit form (an agent's enquiry).
 */
export interface RecordRoutes<T> {
  perm: string;
  view?: (id: number) => string;
  statement?: (id: number) => string;
  edit: (id: number, row: T) => string;
}

/** A record row's RowActions from its routes: Edit and Delete only for who holds their keys. */
export function RecordActions<T extends { id: number }>(props: {
  routes: RecordRoutes<T>;
  row: T;
  name: string;
  onDelete: () => void;
}) {
  const { routes, row } = props;
  const user = useCurrentUser();
  return (
    <RowActions
      name={props.name}
      viewTo={routes.view?.(row.id)}
      statementTo={routes.statement?.(row.id)}
      editTo={can(user, `edit_${routes.perm}`) && routes.edit(row.id, row)}
      onDelete={can(user, `delete_${routes.perm}`) && props.onDelete}
    />
  );
}
