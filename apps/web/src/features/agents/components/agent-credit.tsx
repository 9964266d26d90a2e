import { Button, Card, Group, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { AgentCredit } from '@app/contract';
import { CREDIT_WARN_SHARE } from '@app/contract/constants';
import { hundredths } from '@app/contract/hundredths';
import { amountClass } from '../../../components/figure-grid.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useLazyDialog } from '../../../lib/lazy-dialog.ts';
import { useAgentCredit } from '../api/agents-api.ts';

type Line = AgentCredit[number];

const loadDialog = () => import('./agent-credit-dialog.tsx').then((m) => m.AgentCreditDialog);

/**
 * Where an agent stands against its limit in one currency, as Today reads it (the server's
 * rule): in red once it owes CREDIT_WARN_SHARE of the limit or more, over it past the limit.
 * A limit of 0 is cash only: anything owed is over it. `used` is the whole percent of the
 * limit owed (rounded down, so 79.6% never reads as 80%); null without a limit or at 0.
 */
export function creditStanding(line: Line) {
  if (line.credit_limit === null) return { used: null, warn: false, over: false };
  const owed = hundredths(line.outstanding);
  const limit = hundredths(line.credit_limit);
  const warn = owed > 0n && Number(owed) >= Number(limit) * CREDIT_WARN_SHARE;
  const over = owed > 0n && owed > limit;
  const used = limit > 0n ? Math.max(0, Math.floor((Number(owed) * 100) / Number(limit))) : null;
  return { used, warn, over };
}

const limitText = (line: Line) =>
  line.credit_limit === null
    ? 'No limit'
    : hundredths(line.credit_limit) === 0n
      ? 'Cash only'
      : formatMoney(line.credit_limit, line.currency);

/**
 * The agent's credit (GET /agents/:id/credit): per currency its limit, what it owes now and the
 * share of the limit used, red near or over it. Admins edit the limits in a dialog, loaded the
 * first time it is opened.
 */
export function AgentCreditCard({ agentId, editable }: { agentId: number; editable: boolean }) {
  const q = useAgentCredit(agentId);
  const lazy = useLazyDialog(loadDialog);
  const lines = q.data?.data;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="agent-credit">
      <Group justify="space-between" align="center" mb="sm">
        <Title order={3} size="h4" id="agent-credit">
          Credit
        </Title>
        {editable && lines && (
          <Button variant="light" size="compact-sm" onClick={lazy.open}>
            Edit Limits
          </Button>
        )}
      </Group>
      {q.isError && (
        <Text c="red.8" size="sm" role="alert">
          {q.error.message}
        </Text>
      )}
      {q.isPending ? (
        <Skeleton h={72} aria-busy="true" />
      ) : lines?.length === 0 ? (
        <Text c="dimmed" size="sm">
          No credit limit set.
        </Text>
      ) : (
        lines && (
          <Stack gap="md">
            {lines.map((l) => (
              <CreditLine key={l.currency} line={l} />
            ))}
          </Stack>
        )
      )}
      {lazy.Dialog && lines && (
        <lazy.Dialog opened={lazy.opened} agentId={agentId} credit={lines} onClose={lazy.close} />
      )}
    </Card>
  );
}

function CreditLine({ line }: { line: Line }) {
  const { used, warn, over } = creditStanding(line);
  const red = warn || over;
  const bar = used ?? (over ? 100 : null);
  return (
    <Stack gap={4} role="group" aria-label={`Credit in ${line.currency}`}>
      <Group justify="space-between" gap="xs">
        <Text fw={700}>{line.currency}</Text>
        {red && (
          <Text size="sm" fw={600} c="red.9">
            {over ? 'Over its limit' : 'Near its limit'}
          </Text>
        )}
      </Group>
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          Limit
        </Text>
        <Text size="sm" fw={600} className={amountClass}>
          {limitText(line)}
        </Text>
      </Group>
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          Owed now
        </Text>
        <Text size="sm" fw={600} className={amountClass} c={red ? 'red.9' : undefined}>
          {formatMoney(line.outstanding, line.currency)}
        </Text>
      </Group>
      {bar !== null && (
        <Group gap="xs" wrap="nowrap">
          <Progress.Root size="sm" style={{ flex: 1 }}>
            <Progress.Section
              value={Math.min(bar, 100)}
              color={red ? 'red.8' : 'teal'}
              aria-label={`Share of the ${line.currency} limit used`}
            />
          </Progress.Root>
          {used !== null && (
            <Text
              size="xs"
              c={red ? 'red.9' : 'dimmed'}
              fw={red ? 600 : undefined}
              miw={64}
              ta="right"
            >
              {used}% used
            </Text>
          )}
        </Group>
      )}
    </Stack>
  );
}
