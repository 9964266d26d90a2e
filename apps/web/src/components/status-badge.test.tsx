import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test-utils.tsx';
import { ActiveBadge, RoleBadge, ValueBadge } from './status-badge.tsx';

describe('badges read the contract labels', () => {
  it.each([
    ['dayPlanStatus', 'in_progress', 'In Progress'],
    ['paymentStatus', 'unpaid', 'Unpaid'],
    ['enquiryType', 'agent', 'Agent B2B'],
    ['transferType', 'SIC', 'Shared (SIC)'],
    ['agentPaymentStatus', 'partial', 'Partial'],
  ] as const)('%s %s reads %s', (kind, value, label) => {
    renderWithApp(<ValueBadge kind={kind} value={value} />);
    expect(screen.getByText(label, { exact: true })).toBeInTheDocument();
    expect(screen.queryByText(value, { exact: true })).not.toBeInTheDocument();
  });

  it('names a role once, in the words of the dashboard badges', () => {
    renderWithApp(
      <>
        <RoleBadge role="admin" />
        <RoleBadge role="manager" />
        <ActiveBadge active={false} />
      </>,
    );
    expect(screen.getByText('Administrator', { exact: true })).toBeInTheDocument();
    expect(screen.getByText('Manager', { exact: true })).toBeInTheDocument();
    expect(screen.getByText('Inactive', { exact: true })).toBeInTheDocument();
  });
});
