/**
 * The credit-cards refresh action (docs/linking.md#credit-cards): what a host app is given, with
 * `refreshWithData`, after a card is linked, so its cards screen re-reads the cards, statements and
 * bills instead of showing the empty state it cached. Shaped like the insurance refresh action.
 */
export type CardsRefreshAction = {
  action: 'credit-cards-refresh';
  action_data: { refresh: true };
};

/** The screen name the action is sent under. */
export const CARDS_REFRESH_SCREEN = 'credit_cards';

export function cardsRefreshAction(): CardsRefreshAction {
  return { action: 'credit-cards-refresh', action_data: { refresh: true } };
}
