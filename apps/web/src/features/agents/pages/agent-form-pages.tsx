import { PageHeader } from '../../../components/page-header.tsx';
import { recordEditPage } from '../../../components/record-edit-page.tsx';
import { useAgent } from '../api/agents-api.ts';
import { AgentForm } from '../components/agent-form.tsx';
import { agentNotFound } from '../../../components/record-not-found.tsx';

export function AgentCreatePage() {
  return (
    <>
      <PageHeader title="Add Agent" subtitle="A B2B partner or vendor" />
      <AgentForm />
    </>
  );
}

export const AgentEditPage = recordEditPage(useAgent, {
  title: 'Edit Agent',
  notFound: agentNotFound,
  form: (r) => <AgentForm agent={r} />,
});
