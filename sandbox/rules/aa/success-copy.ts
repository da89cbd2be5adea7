import type { FipKind } from '@/domain/aa/fip-catalogue';
import type { FlowType } from '@/domain/aa/flow-type';

/** The final-status screen's words after a successful link. */
export type SuccessCopy = {
  title: string;
  subtitle: string;
  /** When the data will be ready, if it is not at once. */
  eta_text: string | null;
};

/**
 * The success-screen text of a flow (docs/product.md#success-copy): F&O differs for a depository (holdings
 * take 30 min to 1 hr to arrive) and for a bank; US stocks link for income-proof verification; the
 * equity flow promises portfolio insights, the mutual-funds flow the funds' value and SIPs, and the savings flow
 * spending insights.
 * `firstFipKind` is the kind of the first FIP the journey selected, or null when unknown.
 */
export function successCopy(flow: FlowType, firstFipKind: FipKind | null): SuccessCopy {
  switch (flow) {
    case 'fno':
      return firstFipKind === 'DEPOSITORY'
        ? {
            title: 'Your demat account is linked for F&O',
            subtitle: 'We are verifying your holdings to activate F&O trading.',
            eta_text: 'ETA 30 min to 1 hr',
          }
        : {
            title: 'Your bank account is linked for F&O',
            subtitle: 'We are verifying your bank statement to activate F&O trading.',
            eta_text: null,
          };
    case 'us_stocks':
      return {
        title: 'Your account is linked',
        subtitle: 'We will use it to verify your income proof for US stocks.',
        eta_text: null,
      };
    case 'equity':
      return {
        title: 'Your demat accounts are linked',
        subtitle: 'Portfolio insights on your holdings are on their way.',
        eta_text: null,
      };
    case 'mutual_funds':
      return {
        title: 'Your mutual funds are linked',
        subtitle: 'See their value, gains and running SIPs in Mutual funds.',
        eta_text: null,
      };
    case 'insurance':
      return {
        title: 'Your insurance policies are linked',
        subtitle: 'See your cover, premiums and renewal dates in one place.',
        eta_text: null,
      };
    case 'credit_cards':
      return {
        title: 'Your credit cards are linked',
        subtitle: 'See your statements, spends and bill due dates in My Cards.',
        eta_text: null,
      };
    case 'savings':
      return {
        title: 'Your bank accounts are linked',
        subtitle: 'Spending insights on where your money goes are on their way.',
        eta_text: null,
      };
  }
}
