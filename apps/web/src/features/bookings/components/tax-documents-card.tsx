import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import {
  can,
  DOCUMENT_ACCESS,
  TAX_DOCUMENT_FAIL,
  TAX_DOCUMENT_LABELS,
} from '@app/contract/constants';
import { DownloadButton } from '../../../components/download-button.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { confirmAction } from '../../../lib/confirm.tsx';
import { notifyQueued } from '../../../lib/documents.ts';
import { downloadFile } from '../../../lib/download.ts';
import { callEndpoint } from '../../../lib/endpoint-call.ts';
import { formatDate, formatInr } from '../../../lib/format.ts';
import { sumMoney } from '../../../lib/money-sum.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import type { FileTaxDocument } from '../api/tax-documents-api.ts';
import { useFileTaxDocuments } from '../api/tax-documents-api.ts';

/** The PDF's name as the server gives it ("Tax-Invoice-INV-26-27-00001.pdf"). */
const fileName = (d: FileTaxDocument) =>
  `${TAX_DOCUMENT_LABELS[d.kind].replace(/ /g, '-')}-${d.number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
const taxOf = (d: FileTaxDocument) => sumMoney([d.cgst, d.sgst, d.igst]);

/**
 * The file's tax invoice and its debit and credit notes, issued by the books: each with its
 * PDF and an Email to the buyer (the agent, else the guest), under the voucher's rules.
 */
export function TaxDocumentsCard({ bookingId }: { bookingId: number }) {
  const q = useFileTaxDocuments(bookingId);
  const user = useCurrentUser();
  const docs = q.data?.data ?? [];
  return (
    <SectionCard title="Tax documents" named count={docs.length}>
      {q.isError ? (
        <Text c="red.8" size="sm">
          {q.error.message}
        </Text>
      ) : q.isPending ? (
        <Text size="sm" c="dimmed">
          Loading...
        </Text>
      ) : docs.length === 0 ? (
        <Text size="sm" c="dimmed">
          No tax invoice yet: one is issued when the file enters the books.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table verticalSpacing="xs" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Number</Table.Th>
                <Table.Th>Kind</Table.Th>
                <Table.Th ta="right">Total · Tax</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {docs.map((d) => (
                <Table.Tr key={d.id}>
                  {/* Four columns, the date under the number and the tax under the total: the
                      card is narrow beside the page's others, and a wider table slid its Tax
                      under the sticky actions column at 1280 px. */}
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Stack gap={0}>
                      <Text fw={600} size="sm">
                        {d.number}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {formatDate(d.issue_date)}
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={0}>
                      <span>{TAX_DOCUMENT_LABELS[d.kind]}</span>
                      {d.invoice && (
                        <Text size="xs" c="dimmed">
                          Against {d.invoice.number}
                        </Text>
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    <Stack gap={0}>
                      <span>{formatInr(d.total)}</span>
                      <Text size="xs" c="dimmed">
                        GST {formatInr(taxOf(d))}
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <DocumentActions
                      doc={d}
                      mayRead={can(user, DOCUMENT_ACCESS.tax_document.read)}
                      maySend={can(user, DOCUMENT_ACCESS.tax_document.send)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </SectionCard>
  );
}

/** A document's PDF and its Email: the confirm names the document, the 202 says it is queued. */
function DocumentActions(props: { doc: FileTaxDocument; mayRead: boolean; maySend: boolean }) {
  const { doc: d } = props;
  const [sending, setSending] = useState(false);
  const email = () =>
    confirmAction({
      title: `Email ${TAX_DOCUMENT_LABELS[d.kind].toLowerCase()}`,
      message: `Send ${TAX_DOCUMENT_LABELS[d.kind].toLowerCase()} ${d.number} to ${d.buyer_name}?`,
      confirmLabel: 'Send',
      danger: false,
      onConfirm: () => {
        setSending(true);
        void callEndpoint('POST /tax-documents/:id/email', {
          params: { id: d.id },
          fallback: TAX_DOCUMENT_FAIL.email,
        }).then((r) => {
          setSending(false);
          if (!r.success) return notifyError(r.message);
          notifyQueued(r.data);
        });
      },
    });
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {props.mayRead && (
        <DownloadButton
          size="compact-xs"
          variant="subtle"
          iconSize={12}
          aria-label={`Download PDF ${d.number}`}
          label="PDF"
          download={() =>
            downloadFile('GET /tax-documents/:id/pdf', { params: { id: d.id } }, fileName(d))
          }
          failed={TAX_DOCUMENT_FAIL.download}
          done={`${TAX_DOCUMENT_LABELS[d.kind]} ${d.number} downloaded`}
        />
      )}
      {props.maySend && (
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconMail size={12} />}
          aria-label={`Email ${d.number}`}
          disabled={sending}
          onClick={email}
        >
          {sending ? 'Sending...' : 'Email'}
        </Button>
      )}
    </Group>
  );
}
