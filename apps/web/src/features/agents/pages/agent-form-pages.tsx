import { PageHeader } from '../../../components/page-header.tsx';
import { RecordEditPage } from '../../../components/record-edit-page.tsx';
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

const notFound = (
  <RecordNotFound title="Agent not found" list={paths.agents} backLabel="Back to Agents" />
);

export function AgentEditPage() {
  return (
    <RecordEditPage
      title="Edit Agent"
      notFound={notFound}
      useRecord={useAgent}
      subtitle={(r) => r.name}
    >
      {(r) => <AgentForm agent={r} />}
    </RecordEditPage>
  );
}
