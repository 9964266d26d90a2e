import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { NotFoundState, PageLoader } from '../../../components/states.tsx';
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

export function AgentEditPage() {
  const q = useAgent(Number(useParams().id));
  return (
    <>
      <PageHeader title="Edit Agent" subtitle={q.data?.data.name} />
      {q.isPending ? (
        <PageLoader />
      ) : q.data ? (
        <AgentForm agent={q.data.data} />
      ) : (
        <NotFoundState title="Agent not found" backTo={paths.agents} backLabel="Back to Agents" />
      )}
    </>
  );
}
