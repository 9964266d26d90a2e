import { Button, SimpleGrid, Stack } from '@mantine/core';
import { IconFileArrowRight } from '@tabler/icons-react';
import type { Enquiry } from '@app/contract';
import { can } from '@app/contract/constants';
import { Link } from 'react-router';
import { DetailHeader, EditButton } from '../../../components/detail-header.tsx';
import { ListBackButton } from '../../../components/list-back-button.tsx';
import { recordDetailPage } from '../../../components/record-detail-page.tsx';
import { ValueBadge } from '../../../components/status-badge.tsx';
import { HistoryPanel } from '../../../components/history-panel.tsx';
import { paths } from '../../../lib/paths.ts';
import { useLazyDialog } from '../../../lib/lazy-dialog.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useEnquiry } from '../api/enquiries-api.ts';
import { CommunicationsPanel } from '../components/communications-panel.tsx';
import { EnquiryInfo } from '../components/enquiry-info.tsx';
import { convertHref } from '../../trips/convert.ts';
import { FileLinks } from '../../trips/components/file-links.tsx';
import { enquiryNotFound } from '../../../components/record-not-found.tsx';

const loadCommunicationModal = () =>
  import('../components/communication-modal.tsx').then((m) => m.CommunicationModal);

export default recordDetailPage(useEnquiry, enquiryNotFound, (e) => <EnquiryDetail e={e} />);

/** Back, Edit (an agent's enquiry has its own form), Convert to booking. */
function EnquiryActions({ e }: { e: Enquiry }) {
  const user = useCurrentUser();
  return (
    <>
      <ListBackButton list={paths.enquiries} />
      {can(user, 'edit_enquiries') && (
        <EditButton
          to={e.enquiry_type === 'agent' ? paths.agentEnquiryEdit(e.id) : paths.enquiryEdit(e.id)}
        />
      )}
      {can(user, 'create_bookings') && (
        <Button
          component={Link}
          to={convertHref(e.id)}
          variant="light"
          leftSection={<IconFileArrowRight size={16} />}
        >
          Convert to booking
        </Button>
      )}
    </>
  );
}

function EnquiryDetail({ e }: { e: Enquiry }) {
  const adding = useLazyDialog(loadCommunicationModal);
  const mayEdit = can(useCurrentUser(), 'edit_enquiries');
  return (
    <>
      <DetailHeader
        title="Enquiry Details"
        badges={
          <>
            {e.enquiry_number}
            <ValueBadge kind="enquiryType" value={e.enquiry_type} />
            <ValueBadge kind="enquiryStatus" value={e.status} />
            <ValueBadge kind="enquiryPriority" value={e.priority} />
            <FileLinks files={e.bookings} />
          </>
        }
        actions={<EnquiryActions e={e} />}
      />
      <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="lg">
        <Stack gap="lg" style={{ gridColumn: 'span 2' }}>
          <EnquiryInfo e={e} />
        </Stack>
        <CommunicationsPanel communications={e.communications} onAdd={mayEdit && adding.open} />
      </SimpleGrid>
      <HistoryPanel recordType="enquiry" id={e.id} currency={e.currency} />
      {adding.Dialog && (
        <adding.Dialog enquiryId={e.id} opened={adding.opened} onClose={adding.close} />
      )}
    </>
  );
}
