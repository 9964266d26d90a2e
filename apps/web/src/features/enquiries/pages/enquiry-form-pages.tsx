import { Center, Loader, Stack, Title } from '@mantine/core';
import { Navigate } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../lib/paths.ts';
import { WithRouteId } from '../../../lib/route-id.tsx';
import { useEnquiry } from '../api/enquiries-api.ts';
import { AgentEnquiryForm } from '../components/agent-enquiry-form.tsx';
import { DirectEnquiryForm } from '../components/direct-enquiry-form.tsx';
import { enquiryNotFound } from '../../../components/record-not-found.tsx';

/** While an existing record loads: a spinner page titled Loading (spec). */
function LoadingPage() {
  return (
    <Center py={80}>
      <Stack align="center">
        <Loader />
        <Title order={2}>Loading</Title>
      </Stack>
    </Center>
  );
}

/** /enquiries/new and /enquiries/create: both open the direct customer form. */
export function DirectEnquiryCreatePage() {
  return (
    <>
      <PageHeader title="Direct Customer Enquiry" subtitle="A B2C lead" />
      <DirectEnquiryForm />
    </>
  );
}

export function AgentEnquiryCreatePage() {
  return (
    <>
      <PageHeader title="Agent Enquiry" subtitle="A B2B lead from a travel agent" />
      <AgentEnquiryForm />
    </>
  );
}

/** Each kind edits in its own form; opening the other one redirects. */
function EditPage({ kind, id }: { kind: 'direct' | 'agent'; id: number }) {
  const q = useEnquiry(id);
  if (q.isPending) return <LoadingPage />;
  if (!q.data) return enquiryNotFound;
  const e = q.data.data;
  if (e.enquiry_type !== kind)
    return (
      <Navigate
        replace
        to={e.enquiry_type === 'agent' ? paths.agentEnquiryEdit(id) : paths.enquiryEdit(id)}
      />
    );
  return (
    <>
      <PageHeader
        title={kind === 'agent' ? 'Edit Agent Enquiry' : 'Edit Enquiry'}
        subtitle={e.enquiry_number}
      />
      {kind === 'agent' ? <AgentEnquiryForm enquiry={e} /> : <DirectEnquiryForm enquiry={e} />}
    </>
  );
}

export const DirectEnquiryEditPage = () => (
  <WithRouteId notFound={enquiryNotFound}>{(id) => <EditPage kind="direct" id={id} />}</WithRouteId>
);
export const AgentEnquiryEditPage = () => (
  <WithRouteId notFound={enquiryNotFound}>{(id) => <EditPage kind="agent" id={id} />}</WithRouteId>
);
