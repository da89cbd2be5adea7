import type { ReactNode } from 'react';
import { defineMessages } from 'react-intl';

import type { AaLinkedAccounts, LinkedAccount } from '@/api/schemas/tracking';
import { QueryGate, type GatedQuery } from '@/components/feedback/query-gate';
import type { LinkingPageName } from '@/domain/aa/page-names';

import { TrackedList } from './tracked-list';

const GATE = defineMessages({
  error: { id: 'linking.tracking.error', defaultMessage: 'Your tracked accounts could not load' },
  loading: { id: 'linking.tracking.loading', defaultMessage: 'Loading tracked accounts' },
});

export type TrackedAccountsProps = {
  query: GatedQuery<AaLinkedAccounts>;
  /** The accounts this screen lists, of all the linked ones. */
  pick: (data: AaLinkedAccounts) => readonly LinkedAccount[];
  /** Rows of the skeleton while the list comes. */
  rows: number;
  /** What shows when none is linked. */
  empty: ReactNode;
  pageName: LinkingPageName;
  describe?: (account: LinkedAccount) => ReactNode;
};

/** The tracked accounts of one kind behind the gate: the skeleton, the failure with Retry, the empty state. */
export function TrackedAccounts({ query, pick, rows, empty, pageName, describe }: TrackedAccountsProps) {
  return (
    <QueryGate
      query={query}
      messages={GATE}
      rows={rows}
      isEmpty={(data) => pick(data).length === 0}
      empty={empty}
    >
      {(data) => (
        <TrackedList
          accounts={pick(data)}
          pageName={pageName}
          {...(describe === undefined ? {} : { describe })}
        />
      )}
    </QueryGate>
  );
}
