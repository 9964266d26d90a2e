import { Alert, Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import type { Transaction } from '@app/contract';
import { Link } from 'react-router';
import { DetailList } from '../../../components/detail-list.tsx';
import { downloadFile } from '../../../lib/download.ts';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format.ts';
import { notifyError } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import { ReversalLinks } from './reversal.tsx';

function Attachment({ t }: { t: Transaction }) {
  if (!t.attachment) return null;
  const file = t.attachment;
  const download = async () => {
    const r = await downloadFile(
      'GET /storage/*',
      { params: { '*': file } },
      t.attachment_name ?? 'attachment',
    );
    if (!r.ok) notifyError(r.message);
  };
  return (
    <Anchor component="button" type="button" size="sm" onClick={() => void download()}>
      <Group gap={4} component="span">
        <IconPaperclip size={14} />
        {t.attachment_name ?? 'Download'}
      </Group>
    </Anchor>
  );
}

/** The amount (green in, red out), then who, when, what for, and the receipt. */
export function TransactionFacts({ t }: { t: Transaction }) {
  const account = (
    <Anchor key="a" component={Link} to={paths.accountStatement(t.account.id)} size="sm">
      {t.account.name} ({t.account.code})
    </Anchor>
  );
  const lastEdit: [string, string][] = t.updated_by_user
    ? [['Last edit', `Edited by ${t.updated_by_user.name}, ${formatDateTime(t.updated_at)}`]]
    : [];
  return (
    <Card withBorder radius="md" padding="lg" style={{ gridColumn: 'span 2' }}>
      <Stack gap="md">
        <div>
          <Text size="sm" c="dimmed">
            Amount
          </Text>
          <Title order={2} c={t.type === 'income' ? 'teal.9' : 'red.9'}>
            {formatMoney(t.amount, t.account.currency)}
          </Title>
        </div>
        <DetailList
          items={[
            ['Account', account],
            ['Category', t.category.name],
            ['Date', formatDate(t.transaction_date)],
            ['Reference', t.reference],
            ['Created by', t.user?.name],
            ['Created at', formatDateTime(t.created_at)],
            ...lastEdit,
            ['Description', t.description],
            ['Notes', t.notes],
            ['Attachment', t.attachment ? <Attachment key="f" t={t} /> : null],
          ]}
        />
      </Stack>
    </Card>
  );
}

/** Waiting, or who approved or rejected it, when and why; then its reversal links. */
export function ApprovalCard({ t }: { t: Transaction }) {
  const approved = t.status === 'approved';
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} size="h4" mb="md">
        Approval
      </Title>
      {t.status === 'pending' ? (
        <Alert color="yellow" variant="light">
          Waiting for a manager&apos;s approval. It does not affect the balance yet.
        </Alert>
      ) : (
        <Alert
          color={approved ? 'teal.9' : 'red.9'}
          variant="light"
          title={approved ? 'Approved' : 'Rejected'}
        >
          <Stack gap={4}>
            <Text size="sm">By {t.approved_by_user?.name ?? '—'}</Text>
            <Text size="sm">On {formatDateTime(t.approved_at)}</Text>
            {t.approval_notes && (
              <Text size="sm">
                {approved ? 'Notes' : 'Reason'}: {t.approval_notes}
              </Text>
            )}
          </Stack>
        </Alert>
      )}
      <Stack mt="md">
        <ReversalLinks transaction={t} />
      </Stack>
    </Card>
  );
}
