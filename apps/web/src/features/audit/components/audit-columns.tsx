import { Stack, Text } from '@mantine/core';
import type { AuditAction, AuditEvent } from '@app/contract';
import { AUDIT_ACTION_LABELS, AUDIT_RECORD_TYPE_LABELS } from '@app/contract/constants';
import type { Column } from '../../../components/data-table.tsx';
import { RecordCell } from '../../../components/record-cell.tsx';
import {
  actorName,
  changesSummary,
  eventWhen,
  noteLabel,
  recordPath,
} from '../../../lib/audit-text.ts';

/** An action as a column value or option: "Changed the status", "Signed in". */
export const actionName = (a: AuditAction) => {
  const s = AUDIT_ACTION_LABELS[a].replace(/ of$/, '');
  return s.charAt(0).toUpperCase() + s.slice(1);
};

function EventRecord({ e }: { e: AuditEvent }) {
  const type = AUDIT_RECORD_TYPE_LABELS[e.record_type];
  const to = e.action === 'delete' ? undefined : recordPath(e.record_type, e.record_id);
  const label = e.record_label ?? (e.record_id === null ? null : `#${e.record_id}`);
  return <RecordCell type={type} label={label} to={to} />;
}

function ChangesCell({ e }: { e: AuditEvent }) {
  const lines = changesSummary(e);
  if (lines.length === 0 && !e.note) return <Text c="dimmed">—</Text>;
  return (
    <Stack gap={2} miw={240} maw={380}>
      {lines.map((l, i) => (
        <Text key={i} size="sm" style={{ overflowWrap: 'break-word' }}>
          {l}
        </Text>
      ))}
      {e.note && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'break-word' }}>
          {noteLabel(e)}: {e.note}
        </Text>
      )}
    </Stack>
  );
}

export const auditColumns: Column<AuditEvent>[] = [
  { key: 'when', sortKey: 'at', header: 'When', nowrap: true, cell: (e) => eventWhen(e) },
  {
    key: 'who',
    header: 'Who',
    cell: (e) => (
      <Text size="sm" miw={110} maw={200} style={{ overflowWrap: 'anywhere' }}>
        {actorName(e)}
      </Text>
    ),
  },
  { key: 'action', header: 'Action', cell: (e) => actionName(e.action) },
  { key: 'record', header: 'Record', cell: (e) => <EventRecord e={e} /> },
  { key: 'changes', header: 'Changes', cell: (e) => <ChangesCell e={e} /> },
  {
    key: 'ip',
    header: 'Address',
    cell: (e) =>
      e.ip ? (
        <Text size="sm" miw={100} maw={160} style={{ overflowWrap: 'anywhere' }}>
          {e.ip}
        </Text>
      ) : (
        <Text c="dimmed">—</Text>
      ),
  },
];
