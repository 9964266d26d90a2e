import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useLocation } from 'react-router';
import {
  AUDIT_RECORD_TYPES,
  choiceRule,
  dateRule,
  idFilterRule,
  LIST_SORTS,
  sortValues,
} from '@app/contract/constants';
import { renderWithApp } from '../test-utils.tsx';
import { useListParams } from './use-list-params.ts';

const RULES = {
  user_id: idFilterRule,
  record_type: choiceRule(AUDIT_RECORD_TYPES, 'record type'),
  from: dateRule('from'),
};
const SORTS = sortValues(LIST_SORTS.auditEvents);

/** A list's filters, changed twice in one go: before the list renders the first change. */
function Probe() {
  const list = useListParams(RULES, SORTS);
  const { search } = useLocation();
  return (
    <>
      <button
        onClick={() => {
          list.setFilter('user_id', '7');
          list.setFilter('from', '2026-11-24');
        }}
      >
        two filters
      </button>
      <button
        onClick={() => {
          list.setSort('-at');
          list.setPage(3);
        }}
      >
        sort then page
      </button>
      <output>{search}</output>
    </>
  );
}

const query = () =>
  Object.fromEntries(new URLSearchParams(screen.getByRole('status').textContent ?? ''));

describe('useListParams: changes made before the list renders again', () => {
  // Under load the e2e audit-log test picked a person, then typed a date before React had
  // rendered the person: the date was built on the old address and the person was lost.
  it('keeps both of two filters changed at once', async () => {
    renderWithApp(<Probe />, { route: '/audit-log?record_type=booking' });
    await userEvent.click(screen.getByRole('button', { name: 'two filters' }));
    expect(query()).toEqual({ record_type: 'booking', user_id: '7', from: '2026-11-24' });
  });

  it('keeps a sort changed just before a page', async () => {
    renderWithApp(<Probe />, { route: '/audit-log?record_type=booking' });
    await userEvent.click(screen.getByRole('button', { name: 'sort then page' }));
    expect(query()).toEqual({ record_type: 'booking', sort: '-at', page: '3' });
  });
});
