import { Button, Card, Code, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconSend } from '@tabler/icons-react';
import { OUTBOX_FAIL } from '@app/contract/constants';
import { Link } from 'react-router';
import { DetailList } from '../../../components/detail-list.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoader, RecordNotFound } from '../../../components/states.tsx';
import { DownloadButton } from '../../../components/download-button.tsx';
import { downloadFile } from '../../../lib/download.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useListHref } from '../../../lib/list-href.ts';
import { paths } from '../../../lib/paths.ts';
import { WithRouteId } from '../../../lib/route-id.tsx';
import { useConfirmSendAgain } from '../../../lib/outbox-queries.ts';
import { useOutboxMessage } from '../api/outbox-api.ts';
import { OutboxStateBadge, stateText } from '../../../components/outbox-state.tsx';
import { RecordLink } from '../components/record-link.tsx';

const notFound = (
  <RecordNotFound title="Message not found" list={paths.outbox} backLabel="Back to Outbox" />
);

export default function OutboxMessagePage() {
  return <WithRouteId notFound={notFound}>{(id) => <OutboxMessage id={id} />}</WithRouteId>;
}

/** One message: who, what and its state, its text, and the whole message as .eml. */
function OutboxMessage({ id }: { id: number }) {
  const q = useOutboxMessage(id);
  const back = useListHref(paths.outbox);
  const again = useConfirmSendAgain();
  if (q.isPending) return <PageLoader />;
  if (!q.data) return notFound;
  const m = q.data.data;
  const to = m.to.join(', ');

  const sendAgain = () => again.ask(m.id, `Send this message to ${to} again?`);

  return (
    <>
      <PageHeader
        title={m.subject}
        subtitle={<OutboxStateBadge state={m.state} />}
        actions={
          <>
            <DownloadButton
              label="Download .eml"
              download={() =>
                downloadFile('GET /outbox/:id/eml', { params: { id: m.id } }, `outbox-${m.id}.eml`)
              }
              failed={OUTBOX_FAIL.download}
            />
            {m.state !== 'queued' && (
              <Button
                variant="default"
                leftSection={<IconSend size={16} />}
                disabled={again.pending}
                onClick={sendAgain}
              >
                Send again
              </Button>
            )}
            <Button
              variant="subtle"
              leftSection={<IconArrowLeft size={16} />}
              component={Link}
              to={back}
            >
              Back
            </Button>
          </>
        }
      />
      <Stack gap="lg">
        <Card withBorder radius="md" padding="lg">
          <DetailList
            items={[
              ['To', to],
              ['Record', <RecordLink key="record" m={m} />],
              ['State', stateText(m, q.data.smtp)],
              ['Attempts', String(m.attempts)],
              ['Queued', formatDateTime(m.created_at)],
              ['Queued by', m.requested_by.name],
              ['Attachments', m.attachments.map((a) => a.filename).join(', ')],
              ['Sends again message', m.resend_of === null ? null : `#${m.resend_of}`],
            ]}
          />
        </Card>
        <Card withBorder radius="md" padding="lg" component="section" aria-label="Text">
          <Title order={3} size="h5" mb="sm">
            Text
          </Title>
          <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {m.text}
          </Code>
        </Card>
      </Stack>
    </>
  );
}
