import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState, Suspense } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

import { creditCardsQueryOptions } from '@/api/endpoints/credit-cards';
import type { CardStatement, CreditCard, CreditCards } from '@/api/schemas/credit-cards';
import { QueryGate } from '@/components/feedback/query-gate';
import { lazyNamed } from '@/components/layout/lazy-part';
import { APP_PATHS, linkAccountsPath } from '@/domain/navigation/app-paths';
import { NoCards } from '@/features/credit-cards/no-cards';

import { CardItem } from './card-item';
import { CardsSummary } from './cards-summary';

const GATE = defineMessages({
  error: { id: 'creditCards.cards.error', defaultMessage: 'Your cards could not load' },
  loading: { id: 'creditCards.cards.loading', defaultMessage: 'Loading your cards' },
});

// Unlocking a statement is rare: its dialog loads when opened.
const UnlockStatementDialog = lazyNamed(
  () => import('@/features/credit-cards/unlock/unlock-statement-dialog'),
  'UnlockStatementDialog',
);

/** What the unlock dialog is open for. */
type UnlockTarget = { card: CreditCard; statement: CardStatement };

/** "My Cards": the totals across cards, then each card with its limits and current statement. */
export function MyCardsPanel() {
  const query = useQuery(creditCardsQueryOptions());
  return (
    <QueryGate
      query={query}
      messages={GATE}
      header
      rows={2}
      rowHeight={180}
      isEmpty={(data) => data.is_empty}
      empty={<NoCards />}
    >
      {(data) => <MyCards data={data} />}
    </QueryGate>
  );
}

function MyCards({ data }: { data: CreditCards }) {
  const [unlocking, setUnlocking] = useState<UnlockTarget | null>(null);
  return (
    <Stack spacing={2}>
      <CardsSummary cards={data} />
      {data.cards.map((card) => (
        <CardItem
          key={card.card_id}
          card={card}
          onUnlock={(statement) => setUnlocking({ card, statement })}
        />
      ))}
      <Button component={RouterLink} to={linkAccountsPath('credit_cards')} variant="outlined" fullWidth>
        <FormattedMessage id="creditCards.cards.linkAnother" defaultMessage="Link another card" />
      </Button>
      {/* Stopping a card's tracking is per provider, on the linking flow's tracked-cards list. */}
      <Button component={RouterLink} to={APP_PATHS.aa.cardTracking} variant="text" fullWidth>
        <FormattedMessage id="creditCards.cards.manageTracked" defaultMessage="Manage tracked cards" />
      </Button>
      {unlocking !== null && (
        <Suspense fallback={null}>
          <UnlockStatementDialog
            open
            cardLabel={`${unlocking.card.issuer} ${unlocking.card.card_name} ••${unlocking.card.last4}`}
            statement={unlocking.statement}
            passwordHint={unlocking.card.statement_password_hint}
            onClose={() => setUnlocking(null)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
