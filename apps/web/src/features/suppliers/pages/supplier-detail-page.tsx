import { Alert, Anchor, Badge, Button, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { IconCash, IconLink, IconTrash } from '@tabler/icons-react';
import type { Supplier } from '@app/contract';
import {
  can,
  paymentTermsText,
  SUPPLIER_KIND_LABELS,
  SUPPLIER_MESSAGES,
} from '@app/contract/constants';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { DetailHeader, EditButton } from '../../../components/detail-header.tsx';
import { DetailList } from '../../../components/detail-list.tsx';
import { ListBackButton } from '../../../components/list-back-button.tsx';
import { recordDetailPage } from '../../../components/record-detail-page.tsx';
import { supplierNotFound } from '../../../components/record-not-found.tsx';
import { ValueBadge } from '../../../components/status-badge.tsx';
import { useLazyDialog } from '../../../lib/lazy-dialog.ts';
import { useListHref } from '../../../lib/list-href.ts';
import { paths } from '../../../lib/paths.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useConfirmDelete } from '../../../lib/use-confirm-delete.ts';
import { useDeleteSupplier, useSupplier } from '../api/suppliers-api.ts';
import { AgentBadge } from '../components/agent-badge.tsx';
import type { PaySupplierDialogProps } from '../components/pay-supplier-dialog.tsx';
import { SupplierPayables } from '../components/supplier-payables.tsx';
import { SupplierPaymentsCard } from '../components/supplier-payments-card.tsx';
import { SupplierStatementCard } from '../components/supplier-statement.tsx';

const loadPayDialog = () =>
  import('../components/pay-supplier-dialog.tsx').then((m) => m.PaySupplierDialog);

export default recordDetailPage(useSupplier, supplierNotFound, (s) => <SupplierDetail s={s} />);

function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/**
 * Back, Pay, Edit and Delete, each by the user's keys; Pay opens the payment form (loaded when
 * first opened), Delete asks first and returns to the list.
 */
function SupplierActions({ s }: { s: Supplier }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const pay = useLazyDialog<PaySupplierDialogProps>(loadPayDialog);
  const back = useListHref(paths.suppliers);
  const askDelete = useConfirmDelete(useDeleteSupplier(), {
    title: 'Delete Supplier',
    message: `Are you sure you want to delete ${s.name}?`,
    done: SUPPLIER_MESSAGES.deleted,
    then: () => void navigate(back),
  });
  return (
    <>
      <ListBackButton list={paths.suppliers} />
      {can(user, 'create_supplier_payments') && (
        <Button color="teal.9" leftSection={<IconCash size={16} />} onClick={pay.open}>
          Pay
        </Button>
      )}
      {pay.Dialog && (
        <pay.Dialog
          opened={pay.opened}
          onClose={pay.close}
          supplier={{ id: s.id, name: s.name, currency: s.currency }}
        />
      )}
      {can(user, 'edit_suppliers') && <EditButton to={paths.supplierEdit(s.id)} />}
      {can(user, 'delete_suppliers') && (
        <Button
          color="red.9"
          variant="outline"
          leftSection={<IconTrash size={16} />}
          onClick={() => askDelete(s.id)}
        >
          Delete
        </Button>
      )}
    </>
  );
}

function SupplierDetail({ s }: { s: Supplier }) {
  const user = useCurrentUser();
  // "Dubai, United Arab Emirates", not "Dubai, Dubai, …" where the city is the region.
  const parts = [s.address, s.city, s.state, s.country].filter((p): p is string => Boolean(p));
  const address = parts
    .filter((p, i) => i === 0 || p.toLowerCase() !== parts[i - 1]!.toLowerCase())
    .join(', ');
  const bank = [s.bank_account_name, s.bank_account_number].filter(Boolean).join(' · ');
  return (
    <>
      <DetailHeader
        title={s.name}
        badges={
          <>
            <Badge variant="outline" component="span">
              {s.code}
            </Badge>
            <Badge variant="light" color="blue" c="dark.7" component="span">
              {SUPPLIER_KIND_LABELS[s.kind]}
            </Badge>
            <ValueBadge kind="agentStatus" value={s.status} />
            {s.agent && <AgentBadge />}
          </>
        }
        actions={<SupplierActions s={s} />}
      />
      {s.agent && (
        <Alert
          color="grape"
          icon={<IconLink size={18} />}
          mb="lg"
          title="This supplier is an agent"
        >
          <Text size="sm">
            Its name, phone, email, address, GSTIN and PAN are the agent&apos;s:{' '}
            <Anchor component={Link} to={paths.agentDetail(s.agent.id)} size="sm" fw={600}>
              {s.agent.name} ({s.agent.code})
            </Anchor>
            .
          </Text>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <InfoCard title="Contact">
          <DetailList
            cols={1}
            items={[
              ['Contact Person', s.contact_person],
              ['Phone', s.phone],
              ['Email', s.email],
            ]}
          />
        </InfoCard>
        <InfoCard title="Address and Tax">
          <DetailList
            cols={1}
            items={[
              ['Address', address],
              ['GSTIN', s.gstin],
              ['PAN', s.pan],
            ]}
          />
        </InfoCard>
        <InfoCard title="Terms and Bank">
          <DetailList
            cols={1}
            items={[
              ['Currency', s.currency],
              ['Payment Terms', paymentTermsText(s.payment_terms, s.payment_days)],
              ['Bank', s.bank_name],
              ['Account', bank],
              ['IFSC', s.bank_ifsc],
            ]}
          />
        </InfoCard>
      </SimpleGrid>
      {s.notes && (
        <Card withBorder radius="md" padding="lg" mt="lg">
          <DetailList items={[['Notes', s.notes]]} cols={1} />
        </Card>
      )}
      <SupplierPayables payables={s.payables} />
      {can(user, 'view_supplier_payments') && <SupplierPaymentsCard supplierId={s.id} />}
      <SupplierStatementCard supplierId={s.id} />
    </>
  );
}
