import {
  dedupeByMaskedNumber,
  isAutoSelected,
  lastFourDigits,
  maskedCardNumber,
  type AutoSelectOptions,
} from './discovered-accounts';

/**
 * What the bank OTP screen offers for one FIP after discovery (docs/product.md#validation-rules): accounts
 * deduplicated by masked number, already-tracked ones shown but not selectable, and the initial selection by
 * the auto-select rule (for US stocks only when the flag is set).
 */
export type SelectableAccount = {
  accRefNumber: string;
  maskedAccNumber: string;
  fipId: string;
  FIType: string;
  accType: string;
  /** Already tracked (the `trackingAt{product}` flag) or linked elsewhere. */
  trackingAtKosh: boolean;
  linkable: boolean;
};

export type AccountChoice<T extends SelectableAccount> = {
  account: T;
  lastFour: string;
  /** Can be ticked: linkable and not tracked yet. */
  selectable: boolean;
  /** Ticked when the screen opens. */
  initiallySelected: boolean;
};

/** The choices of one FIP's accounts, in discovery order. */
export function accountChoices<T extends SelectableAccount>(
  accounts: readonly T[],
  options: AutoSelectOptions,
): AccountChoice<T>[] {
  return dedupeByMaskedNumber(accounts).map((account) => {
    const selectable = account.linkable && !account.trackingAtKosh;
    return {
      account,
      lastFour: lastFourDigits(account.maskedAccNumber),
      selectable,
      initiallySelected: selectable && isAutoSelected({ tracked: account.trackingAtKosh }, options),
    };
  });
}

/**
 * The selection to restore: the stored one (a reload mid-flow) when it still names selectable
 * accounts, else the auto-selected ones.
 */
export function initialSelection<T extends SelectableAccount>(
  choices: readonly AccountChoice<T>[],
  stored: readonly string[] | null,
): string[] {
  const selectable = new Set(choices.filter((c) => c.selectable).map((c) => c.account.accRefNumber));
  const kept = (stored ?? []).filter((ref) => selectable.has(ref));
  if (kept.length > 0) return kept;
  return choices.filter((c) => c.initiallySelected).map((c) => c.account.accRefNumber);
}

/** The kind of holding an FI type is, where that, not the bank's account type, names the account. */
type HoldingKind = 'demat' | 'funds' | 'policy';

export function holdingKindOf(fiType: string): HoldingKind | null {
  if (fiType === 'EQUITIES' || fiType === 'ETF') return 'demat';
  if (fiType === 'MUTUAL_FUNDS') return 'funds';
  return fiType === 'INSURANCE_POLICIES' ? 'policy' : null;
}

const HOLDING_NAMES: Readonly<Record<HoldingKind, string>> = {
  demat: 'Demat',
  funds: 'Mutual funds',
  policy: 'Policy',
};

/** Label a customer recognises: "Savings ••4821" / "Demat ••1234" / "Credit card XXXX XXXX XXXX 1234". */
export function accountLabel(
  account: Pick<SelectableAccount, 'FIType' | 'accType' | 'maskedAccNumber'>,
): string {
  if (account.FIType === 'CREDIT_CARD') return `Credit card ${maskedCardNumber(account.maskedAccNumber)}`;
  const lastFour = lastFourDigits(account.maskedAccNumber);
  const holding = holdingKindOf(account.FIType);
  const kind = holding === null ? titleCase(account.accType) : HOLDING_NAMES[holding];
  return lastFour === '' ? kind : `${kind} ••${lastFour}`;
}

function titleCase(text: string): string {
  const lower = text.toLowerCase().replace(/_/g, ' ');
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}
