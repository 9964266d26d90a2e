import { Anchor, ScrollArea, Table, Text, Title } from '@mantine/core';
import type { Supplier } from '@app/contract';
import { Link } from 'react-router';
import { CurrencyAmounts } from '../../../components/currency-amounts.tsx';
import { amountClass } from '../../../components/figure-grid.tsx';
import { LabelledSection } from '../../../components/section-card.tsx';
import { formatDate, formatMoney, agencyToday } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { HiddenCaption } from '../../../components/hidden-caption.tsx';

type Payables = NonNullable<Supplier['payables']>;
type OpenLine = Payables['open'][number];

const KIND_LABELS: Record<OpenLine['kind'], string> = {
  accommodations: 'Hotel',
  tours: 'Tour',
  flights: 'Flight',
};

/**
 * What the agency owes the supplier (decision 046, point 8): the balance in each currency it is
 * owed in, and each confirmed service of a file in the books still open, soonest due first; a
 * line due before today is marked overdue.
 */
export function SupplierPayables({ payables }: { payables: Payables | undefined }) {
  const balance = payables?.balance ?? [];
  const open = payables?.open ?? [];
  const today = agencyToday();
  return (
    <LabelledSection labelledBy="supplier-payables">
      <Title order={3} size="h4" mb="xs" id="supplier-payables">
        Services and Balance
      </Title>
      {open.length === 0 && balance.length === 0 ? (
        <Text c="dimmed" size="sm">
          Nothing owed to this supplier.
        </Text>
      ) : (
        <>
          <Text mb="md">
            <Text span fw={600}>
              Owed:
            </Text>{' '}
            <CurrencyAmounts figures={balance} fw={700} />
          </Text>
          <ScrollArea type="auto">
            <Table striped verticalSpacing="sm" miw={640}>
              <HiddenCaption>What is owed to this supplier</HiddenCaption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>File</Table.Th>
                  <Table.Th>Guest</Table.Th>
                  <Table.Th>Service</Table.Th>
                  <Table.Th>Due</Table.Th>
                  <Table.Th style={{ textAlign: 'right' }}>Amount</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {open.map((line) => (
                  <PayableRow key={line.id} line={line} overdue={line.due_date < today} />
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </>
      )}
    </LabelledSection>
  );
}

function PayableRow({ line, overdue }: { line: OpenLine; overdue: boolean }) {
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Anchor component={Link} to={paths.bookingDetail(line.booking.id)} fw={600} size="sm">
          {line.booking.file_number}
        </Anchor>
      </Table.Td>
      <Table.Td>{line.booking.guest_name}</Table.Td>
      <Table.Td>
        {line.service}
        <Text size="xs" c="dimmed">
          {KIND_LABELS[line.kind]}
        </Text>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {formatDate(line.due_date)}
        {overdue && (
          <Text size="xs" c="red.9" fw={600}>
            Overdue
          </Text>
        )}
      </Table.Td>
      <Table.Td className={amountClass} style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
        {formatMoney(line.amount, line.currency)}
      </Table.Td>
    </Table.Tr>
  );
}
