import { Badge, Card, Group, Text } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import type { Transaction } from '@app/contract';
import { isTransactionMaker, LIST_SORTS, sortValues } from '@app/contract/constants';
import { useState } from 'react';
import type { Column } from '../../../components/data-table.tsx';
import { dateColumn, postingColumns, referenceColumn } from '../components/transaction-columns.tsx';
import { ListTable } from '../../../components/list-page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ListExportButton } from '../../../components/export-button.tsx';
import { PageLoader, ParamsNotice } from '../../../components/states.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { useListParams, usePageInRange } from '../../../lib/use-list-params.ts';
import { usePendingApprovals } from '../api/transactions-api.ts';
import type { Decision } from '../components/decision-modal.tsx';
import { DecisionButtons } from '../components/decision-buttons.tsx';
import { DecisionModal } from '../components/decision-modal.tsx';

/** Only the page: the list has no filters. */
// Paging and order only: list-params reads `page` and `sort` itself.
const RULES = {};
const SORTS = sortValues(LIST_SORTS.pendingApprovals);

export default function PendingApprovalsPage() {
  const user = useCurrentUser();
  const params = useListParams(RULES, SORTS);
  const q = usePendingApprovals(params.page, params.sort);
  usePageInRange(params, q.data);
  const [decision, setDecision] = useState<Decision>(null);

  const columns: Column<Transaction>[] = [
    dateColumn,
    referenceColumn('desc', 'Description', true),
    ...postingColumns,
    { key: 'by', header: 'Created by', cell: (t) => t.user?.name ?? '—' },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (t) => {
        // Four-eyes: whoever created or edited it may not decide it, unless an admin.
        const own =
          !!user && !user.is_admin && isTransactionMaker(user.id, t.user?.id ?? null, t.editor_ids);
        return (
          // The buttons stack when room is short (a phone), so the actions column, which
          // stays in view, leaves room for the rest.
          <Group gap={6} justify="flex-end">
            <DecisionButtons
              compact
              own={own}
              onDecide={(action) => setDecision({ transaction: t, action })}
            />
          </Group>
        );
      },
    },
  ];

  if (q.isPending) return <PageLoader />;
  const data = q.data;
  return (
    <>
      <PageHeader
        title={
          <Group gap="sm">
            Pending Approvals
            <Badge
              size="lg"
              color="yellow"
              variant="filled"
              autoContrast
              aria-label={`${data?.total ?? 0} pending`}
            >
              {data?.total ?? 0}
            </Badge>
          </Group>
        }
        subtitle="Approve to post to the account balance, or reject"
        actions={<ListExportButton list="pendingApprovals" query={params.query} />}
      />
      <ParamsNotice ignored={params.ignored} onClose={params.dropIgnored} />
      {data && data.total === 0 ? (
        <Card withBorder radius="md" padding="xl">
          <Group justify="center" gap="sm">
            <IconChecklist size={28} color="var(--mantine-color-green-6)" />
            <Text fw={600}>No Pending Approvals</Text>
          </Group>
        </Card>
      ) : (
        <ListTable
          page={{ params, list: q }}
          table={{ caption: 'Pending approvals', empty: 'No Pending Approvals' }}
          columns={columns}
          summary={(d) => `${d.total} pending`}
        />
      )}
      <DecisionModal decision={decision} onClose={() => setDecision(null)} />
    </>
  );
}
