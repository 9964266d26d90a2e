import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconCheck,
  IconEdit,
  IconPaperclip,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { can, FIN_OK, isTransactionMaker, mayEditTransaction } from '@app/contract/constants';
import { DetailList } from '../../../components/detail-list.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoader, RecordNotFound } from '../../../components/states.tsx';
import { ValueBadge } from '../../../components/status-badge.tsx';
import { HistoryPanel } from '../../../components/history-panel.tsx';
import { confirmAction } from '../../../lib/confirm.tsx';
import { downloadFile } from '../../../lib/download.ts';
import { formatDate, formatDateTime, formatInr } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import { WithRouteId } from '../../../lib/route-id.tsx';
import { useListHref } from '../../../lib/list-href.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useDeleteTransaction, useTransaction } from '../api/transactions-api.ts';
import type { Decision } from '../components/decision-modal.tsx';
import { DecisionModal } from '../components/decision-modal.tsx';
import { ReversalLinks, ReverseAction } from '../components/reversal.tsx';

/** A transaction opened from Pending Approvals goes back there. */
const FROM_APPROVALS = [paths.pendingApprovals];

const notFound = (
  <RecordNotFound
    title="Transaction not found"
    list={paths.transactions}
    backLabel="Back to Transactions"
  />
);

export default function TransactionDetailPage() {
  return <WithRouteId notFound={notFound}>{(id) => <TransactionDetail id={id} />}</WithRouteId>;
}

function TransactionDetail({ id }: { id: number }) {
  const back = useListHref(paths.transactions, FROM_APPROVALS);
  const user = useCurrentUser();
  const navigate = useNavigate();
  const q = useTransaction(id);
  const remove = useDeleteTransaction();
  const [decision, setDecision] = useState<Decision>(null);
  if (q.isPending) return <PageLoader />;
  if (!q.data) return notFound;
  const t = q.data.data;
  const pending = t.status === 'pending';
  const creatorId = t.user?.id ?? null;
  // The server's rules (decisions section 4), so the page offers only what it will accept.
  const mayDecide =
    pending &&
    !!user &&
    can(user, 'approve_transactions') &&
    (user.is_admin || !isTransactionMaker(user.id, creatorId, t.editor_ids));
  const mayEdit =
    pending && !!user && can(user, 'create_transactions') && mayEditTransaction(user, creatorId);

  const askDelete = () =>
    confirmAction({
      title: 'Delete Transaction',
      message: 'Are you sure you want to delete this transaction?',
      confirmLabel: 'Delete',
      onConfirm: () =>
        remove.mutate(t.id, {
          onSuccess: (r) => {
            if (!r.success) return notifyError(r.message);
            notifySuccess(FIN_OK.transactionDeleted);
            void navigate(back);
          },
        }),
    });

  const download = async () => {
    const r = await downloadFile(`/storage/${t.attachment}`, t.attachment_name ?? 'attachment');
    if (!r.ok) notifyError(r.message);
  };

  return (
    <>
      <PageHeader
        title={`Transaction ${t.reference ?? `#${t.id}`}`}
        subtitle={
          <Group gap="xs">
            <ValueBadge kind="transactionStatus" value={t.status} />
            <ValueBadge kind="transactionType" value={t.type} />
          </Group>
        }
        actions={
          <>
            <Button
              component={Link}
              to={back}
              variant="default"
              leftSection={<IconArrowLeft size={16} />}
            >
              Back
            </Button>
            {mayDecide && (
              <>
                <Button
                  color="teal.9"
                  leftSection={<IconCheck size={16} />}
                  onClick={() => setDecision({ transaction: t, action: 'approve' })}
                >
                  Approve
                </Button>
                <Button
                  color="red"
                  variant="light"
                  leftSection={<IconX size={16} />}
                  onClick={() => setDecision({ transaction: t, action: 'reject' })}
                >
                  Reject
                </Button>
              </>
            )}
            <ReverseAction transaction={t} />
            {mayEdit && (
              <Button
                component={Link}
                to={paths.transactionEdit(t.id)}
                leftSection={<IconEdit size={16} />}
              >
                Edit
              </Button>
            )}
            {pending && can(user, 'delete_transactions') && (
              <Button
                color="red.9"
                variant="outline"
                leftSection={<IconTrash size={16} />}
                onClick={askDelete}
              >
                Delete
              </Button>
            )}
          </>
        }
      />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <Card withBorder radius="md" padding="lg" style={{ gridColumn: 'span 2' }}>
          <Stack gap="md">
            <div>
              <Text size="sm" c="dimmed">
                Amount
              </Text>
              <Title order={2} c={t.type === 'income' ? 'teal.9' : 'red.9'}>
                {formatInr(t.amount)}
              </Title>
            </div>
            <DetailList
              items={[
                [
                  'Account',
                  <Anchor
                    key="a"
                    component={Link}
                    to={paths.accountStatement(t.account.id)}
                    size="sm"
                  >
                    {t.account.name} ({t.account.code})
                  </Anchor>,
                ],
                ['Category', t.category.name],
                ['Date', formatDate(t.transaction_date)],
                ['Reference', t.reference],
                ['Created by', t.user?.name],
                ['Created at', formatDateTime(t.created_at)],
                ...(t.updated_by_user
                  ? [
                      [
                        'Last edit',
                        `Edited by ${t.updated_by_user.name}, ${formatDateTime(t.updated_at)}`,
                      ] as [string, string],
                    ]
                  : []),
                ['Description', t.description],
                ['Notes', t.notes],
                [
                  'Attachment',
                  t.attachment ? (
                    <Anchor
                      key="f"
                      component="button"
                      type="button"
                      size="sm"
                      onClick={() => void download()}
                    >
                      <Group gap={4} component="span">
                        <IconPaperclip size={14} />
                        {t.attachment_name ?? 'Download'}
                      </Group>
                    </Anchor>
                  ) : null,
                ],
              ]}
            />
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Title order={3} size="h4" mb="md">
            Approval
          </Title>
          {pending ? (
            <Alert color="yellow" variant="light">
              Waiting for a manager&apos;s approval. It does not affect the balance yet.
            </Alert>
          ) : (
            <Alert
              color={t.status === 'approved' ? 'teal.9' : 'red.9'}
              variant="light"
              title={t.status === 'approved' ? 'Approved' : 'Rejected'}
            >
              <Stack gap={4}>
                <Text size="sm">By {t.approved_by_user?.name ?? '—'}</Text>
                <Text size="sm">On {formatDateTime(t.approved_at)}</Text>
                {t.approval_notes && <Text size="sm">Notes: {t.approval_notes}</Text>}
              </Stack>
            </Alert>
          )}
          <Stack mt="md">
            <ReversalLinks transaction={t} />
          </Stack>
        </Card>
      </SimpleGrid>
      <HistoryPanel recordType="transaction" id={t.id} />
      <DecisionModal decision={decision} onClose={() => setDecision(null)} />
    </>
  );
}
