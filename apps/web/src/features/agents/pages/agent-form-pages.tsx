import { PageHeader } from '../../../components/page-header.tsx';
import { recordEditPage } from '../../../components/record-edit-page.tsx';
import { RecordNotFound } from '../../../components/states.tsx';
import { paths } from '../../../lib/paths.ts';
import { useAgent } from '../api/agents-api.ts';
import { AgentForm } from '../components/agent-form.tsx';

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
  notFound: (
    <RecordNotFound title="Agent not found" list={paths.agents} backLabel="Back to Agents" />
  ),
  form: (r) => <AgentForm agent={r} />,
});
