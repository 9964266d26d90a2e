import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconEdit, IconEye, IconFileText, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';

/**
 * The view / edit / delete icons at the end of a list row. Each is shown only when given;
 * `name` makes the labels say which row they act on ("Edit Goa Office").
 */
export function RowActions(props: {
  name: string;
  viewTo?: string | undefined;
  viewLabel?: string;
  statementTo?: string | undefined;
  editTo?: string | false | undefined;
  onDelete?: (() => void) | false | undefined;
}) {
  const { name } = props;
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {props.statementTo && (
        <Tooltip label="View statement">
          <ActionIcon
            component={Link}
            to={props.statementTo}
            variant="subtle"
            aria-label={`Statement of ${name}`}
          >
            <IconFileText size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {props.viewTo && (
        <Tooltip label="View">
          <ActionIcon
            component={Link}
            to={props.viewTo}
            variant="subtle"
            aria-label={`View ${name}`}
          >
            <IconEye size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {props.editTo && (
        <Tooltip label="Edit">
          <ActionIcon
            component={Link}
            to={props.editTo}
            variant="subtle"
            aria-label={`Edit ${name}`}
          >
            <IconEdit size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {props.onDelete && (
        <Tooltip label="Delete">
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete ${name}`}
            onClick={props.onDelete}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
