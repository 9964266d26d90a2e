import { PageHeader } from '../../../components/page-header.tsx';
import { AgentEnquiryForm } from '../components/agent-enquiry-form.tsx';
import { enquiryEditPage } from '../components/enquiry-edit-page.tsx';

export function AgentEnquiryCreatePage() {
  return (
    <>
      <PageHeader title="Agent Enquiry" subtitle="A B2B lead from a travel agent" />
      <AgentEnquiryForm />
    </>
  );
}

export const AgentEnquiryEditPage = enquiryEditPage('agent', (e) => (
  <AgentEnquiryForm enquiry={e} />
));
