import type { Enquiry } from '@app/contract';
import type { EnumValue, LabelKind } from '@app/contract/constants';
import { labelOf } from '@app/contract/constants';
import { Link } from 'react-router';
import { DetailList } from '../../../components/detail-list.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';

/** A stored code as its label; empty stays empty. */
const label = <K extends LabelKind>(kind: K, s: EnumValue<K> | null) =>
  s ? labelOf(kind, s) : null;

function AgentLink({ e }: { e: Enquiry }) {
  if (!e.agent) return 'Direct customer';
  return <Link to={paths.agentDetail(e.agent.id)}>{`${e.agent.name} (${e.agent.code})`}</Link>;
}

const passengers = (e: Enquiry) =>
  `${e.number_of_adults} adults${e.number_of_children ? `, ${e.number_of_children} children` : ''}`;

/** An agent's enquiry also shows the expected sale and the agent's commission. */
function agentFigures(e: Enquiry): [string, string | null][] {
  if (e.enquiry_type !== 'agent') return [];
  const commission = e.agent_commission_amount
    ? `${formatMoney(e.agent_commission_amount, e.currency)} (${e.agent_commission_rate}%)`
    : null;
  return [
    [
      'Expected Sale',
      e.expected_sale_amount ? formatMoney(e.expected_sale_amount, e.currency) : null,
    ],
    ['Agent Commission', commission],
  ];
}

/** The enquiry's customer, agent, travel, budget and notes, a card each. */
export function EnquiryInfo({ e }: { e: Enquiry }) {
  const dates = e.travel_start_date
    ? `${formatDate(e.travel_start_date)} – ${formatDate(e.travel_end_date)}`
    : null;
  const budget = e.estimated_budget
    ? `${formatMoney(e.estimated_budget, e.currency)} (${label('budgetType', e.budget_type)})`
    : null;
  return (
    <>
      <SectionCard title="Customer">
        <DetailList
          items={[
            ['Name', e.customer_name],
            ['Email', e.customer_email],
            ['Mobile', e.customer_mobile],
            ['Alternate Mobile', e.customer_alternate_mobile],
          ]}
        />
      </SectionCard>
      <SectionCard title="Agent and Assignment">
        <DetailList
          items={[
            ['Agent', <AgentLink key="a" e={e} />],
            ['Assigned To', e.assigned_user?.name ?? 'Unassigned'],
            ['Source', label('enquirySource', e.source)],
            ['Follow-up Date', formatDate(e.follow_up_date)],
          ]}
        />
      </SectionCard>
      <SectionCard title="Travel Details">
        <DetailList
          items={[
            ['Destination', e.destination],
            ['Travel Type', label('travelType', e.travel_type)],
            ['Dates', dates],
            ['Passengers', passengers(e)],
            ['Accommodation', label('accommodation', e.accommodation_preference)],
          ]}
        />
      </SectionCard>
      <SectionCard title="Budget">
        <DetailList items={[['Estimated Budget', budget], ...agentFigures(e)]} />
      </SectionCard>
      <SectionCard title="Notes">
        <DetailList
          cols={1}
          items={[
            ['Special Requirements', e.special_requirements],
            ['Enquiry Details', e.enquiry_details],
            ['Internal Notes', e.internal_notes],
          ]}
        />
      </SectionCard>
    </>
  );
}
