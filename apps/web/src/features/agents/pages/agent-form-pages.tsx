import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoader, RecordNotFound } from '../../../components/states.tsx';
import { paths } from '../../../lib/paths.ts';
import { WithRouteId } from '../../../lib/route-id.tsx';
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
    <WithRouteId
      notFound={
        <>
          <PageHeader title="Edit Agent" />
          {notFound}
        </>
      }
    >
      {(id) => <AgentEdit id={id} />}
    </WithRouteId>
  );
}

function AgentEdit({ id }: { id: number }) {
  const q = useAgent(id);
  return (
    <>
      <PageHeader title="Edit Agent" subtitle={q.data?.data.name} />
      {q.isPending ? <PageLoader /> : q.data ? <AgentForm agent={q.data.data} /> : notFound}
    </>
  );
}
