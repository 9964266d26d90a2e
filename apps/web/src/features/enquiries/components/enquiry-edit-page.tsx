import { Center, Loader, Stack, Title } from '@mantine/core';
import type { Enquiry } from '@app/contract';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { enquiryNotFound } from '../../../components/record-not-found.tsx';
import { paths } from '../../../lib/paths.ts';
import { WithRouteId } from '../../../lib/route-id.tsx';
import { useEnquiry } from '../api/enquiries-api.ts';

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

/**
 * The edit page of one kind of enquiry, with only its own form: each kind is its own route
 * module, so a direct enquiry's page never loads the agent's form and its commission math.
 * Opening the other kind's enquiry redirects to its page.
 */
export function enquiryEditPage(kind: 'direct' | 'agent', form: (enquiry: Enquiry) => ReactNode) {
  function EditPage({ id }: { id: number }) {
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
        {form(e)}
      </>
    );
  }
  return function EnquiryEditPage() {
    return <WithRouteId notFound={enquiryNotFound}>{(id) => <EditPage id={id} />}</WithRouteId>;
  };
}
