import { Badge, Button, Card, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconMessagePlus } from '@tabler/icons-react';
import type { Communication } from '@app/contract';
import { labelOf } from '@app/contract/constants';
import { formatDateTime } from '../../../lib/format.ts';

function CommunicationCard({ c }: { c: Communication }) {
  return (
    <Card withBorder radius="sm" padding="sm">
      <Group justify="space-between" mb={4}>
        <Badge size="sm" variant="light">
          {labelOf('communicationType', c.type)}
        </Badge>
        <Text size="xs" c="dimmed">
          {formatDateTime(c.communication_date)}
        </Text>
      </Group>
      {c.subject && (
        <Text fw={600} size="sm">
          {c.subject}
        </Text>
      )}
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {c.message}
      </Text>
      <Text size="xs" c="dimmed" mt={4}>
        {c.user?.name ?? 'Unknown'}
      </Text>
    </Card>
  );
}

/** The enquiry's calls, emails and meetings, newest first as the server sends them. */
export function CommunicationsPanel(props: {
  communications: Communication[] | undefined;
  /** Shows "Add" when given. */
  onAdd?: (() => void) | false;
}) {
  const list = props.communications ?? [];
  return (
    <Card withBorder radius="md" padding="lg" component="aside" aria-label="Communications">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h5">
          Communications <Badge variant="light">{list.length}</Badge>
        </Title>
        {props.onAdd && (
          <Button size="xs" leftSection={<IconMessagePlus size={14} />} onClick={props.onAdd}>
            Add
          </Button>
        )}
      </Group>
      <ScrollArea.Autosize mah={600} type="auto">
        <Stack gap="sm">
          {list.length ? (
            list.map((c) => <CommunicationCard key={c.id} c={c} />)
          ) : (
            <Text size="sm" c="dimmed">
              No communications yet
            </Text>
          )}
        </Stack>
      </ScrollArea.Autosize>
    </Card>
  );
}
