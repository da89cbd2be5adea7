import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { linkedAccountsQueryOptions } from '@/api/endpoints/tracking';
import type { LinkedAccountsQuery } from '@/api/endpoints/tracking-keys';
import type { AaLinkedAccounts, LinkedAccount } from '@/api/schemas/tracking';
import type { LinkingPageName } from '@/domain/aa/page-names';
import { defineText } from '@/domain/text/message';
import { usePageEvent } from '@/features/linking/journey/analytics';
import { LINKING_PATHS } from '@/features/linking/journey/navigation';
import { useEntry } from '@/features/linking/journey/use-entry';
import { MainAction } from '@/features/linking/ui/action-buttons';
import { LinkingScreen } from '@/features/linking/ui/linking-screen';
import { EmptyState } from '@/features/linking/ui/screen-states';

import { TrackedAccounts } from './tracked-accounts';

/** The subtitle of the screens of accounts tracked through the account aggregator (banks, cards). */
export const AA_TRACKING_SUBTITLE = defineText({
  id: 'linking.tracking.subtitle',
  defaultMessage: 'Read-only access through the account aggregator. Stop any of them whenever you like.',
});

export type TrackedScreenProps = {
  pageName: LinkingPageName;
  title: string;
  subtitle: string;
  query: LinkedAccountsQuery;
  filter?: (account: LinkedAccount) => boolean;
  /** The flow a "link more" starts (as the entry query writes it). */
  linkFlow: string;
  linkLabel: string;
  empty: { icon: ReactNode; title: string; message: string };
  describe?: (account: LinkedAccount) => ReactNode;
  children?: ReactNode;
};

/** A list of tracked accounts (bank tracking, equity tracking, insurance list) with revoke and "link more". */
export function TrackedScreen({
  pageName,
  title,
  subtitle,
  query,
  filter,
  linkFlow,
  linkLabel,
  empty,
  describe,
  children,
}: TrackedScreenProps) {
  const { go } = useEntry();
  const linked = useQuery(linkedAccountsQueryOptions(query));
  usePageEvent(pageName);
  const shown = (data: AaLinkedAccounts) => data.accounts.filter(filter ?? (() => true));
  const link = () => go(LINKING_PATHS.intro, { flow_type: linkFlow });
  return (
    <LinkingScreen
      title={title}
      subtitle={subtitle}
      footer={<MainAction onClick={link}>{linkLabel}</MainAction>}
    >
      <TrackedAccounts
        query={linked}
        pick={shown}
        rows={3}
        empty={<EmptyState icon={empty.icon} title={empty.title} message={empty.message} />}
        pageName={pageName}
        {...(describe === undefined ? {} : { describe })}
      />
      {children}
    </LinkingScreen>
  );
}
