import type { Transaction } from '@app/contract';
import { SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { DetailHeader } from '../../../components/detail-header.tsx';
import { recordDetailPage } from '../../../components/record-detail-page.tsx';
import { ValueBadge } from '../../../components/status-badge.tsx';
import { HistoryPanel } from '../../../components/history-panel.tsx';
import { paths } from '../../../lib/paths.ts';
import { useListHref } from '../../../lib/list-href.ts';
import { useTransaction } from '../api/transactions-api.ts';
import type { Decision } from '../components/decision-modal.tsx';
import { DecisionModal } from '../components/decision-modal.tsx';
import { TransactionActions } from '../components/transaction-actions.tsx';
import { ApprovalCard, TransactionFacts } from '../components/transaction-facts.tsx';
import { transactionNotFound } from '../../../components/record-not-found.tsx';

/** A transaction opened from Pending Approvals goes back there. */
const FROM_APPROVALS = [paths.pendingApprovals];

export default recordDetailPage(useTransaction, transactionNotFound, (t) => (
  <TransactionDetail t={t} />
));

function TransactionDetail({ t }: { t: Transaction }) {
  const back = useListHref(paths.transactions, FROM_APPROVALS);
  const [decision, setDecision] = useState<Decision>(null);
  return (
    <>
      <DetailHeader
        title={`Transaction ${t.reference ?? `#${t.id}`}`}
        badges={
          <>
            <ValueBadge kind="transactionStatus" value={t.status} />
            <ValueBadge kind="transactionType" value={t.type} />
          </>
        }
        actions={<TransactionActions t={t} back={back} onDecide={setDecision} />}
      />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <TransactionFacts t={t} />
        <ApprovalCard t={t} />
      </SimpleGrid>
      <HistoryPanel recordType="transaction" id={t.id} />
      <DecisionModal decision={decision} onClose={() => setDecision(null)} />
    </>
  );
}
