/**
 * The 29 financial information providers Kosh supports (docs/product.md#fip-catalogue): banks with their IFSC
 * prefixes (RBL Bank added as a card issuer), the two depositories, insurers, and the two mutual-fund
 * registrars. Ids are case-sensitive as the AA sends them; SBI is also sent as `SBI-FIP` by some partners, so
 * lookups ignore case.
 */
export type FipKind = 'BANK' | 'DEPOSITORY' | 'INSURER' | 'REGISTRAR';

type FiType =
  | 'DEPOSIT'
  | 'TERM_DEPOSIT'
  | 'RECURRING_DEPOSIT'
  | 'EQUITIES'
  | 'ETF'
  | 'MUTUAL_FUNDS'
  | 'INSURANCE_POLICIES'
  | 'CREDIT_CARD';

export type Fip = {
  fipId: string;
  name: string;
  /** First four characters of the bank's IFSC codes; null for depositories, insurers and registrars. */
  ifscPrefix: string | null;
  kind: FipKind;
  fiTypes: readonly FiType[];
};

const bank = (
  fipId: string,
  name: string,
  ifscPrefix: string,
  fiTypes: readonly FiType[] = ['DEPOSIT'],
): Fip => ({
  fipId,
  name,
  ifscPrefix,
  kind: 'BANK',
  fiTypes,
});

// Banks that also issue credit cards serve them through the AA as `CREDIT_CARD` accounts: the
// credit-cards flow offers only these (docs/linking.md#credit-cards).
const CARDS: FiType = 'CREDIT_CARD';

export const FIP_CATALOGUE: readonly Fip[] = [
  bank('HDFC-FIP', 'HDFC Bank', 'HDFC', ['DEPOSIT', CARDS]),
  bank('ICICI-FIP', 'ICICI Bank', 'ICIC', ['DEPOSIT', CARDS]),
  bank('sbi-fip', 'State Bank of India', 'SBIN', ['DEPOSIT', CARDS]),
  bank('AXIS001', 'Axis Bank', 'UTIB', ['DEPOSIT', CARDS]),
  bank('KotakMahindraBank-FIP', 'Kotak Mahindra Bank', 'KKBK', ['DEPOSIT', CARDS]),
  bank('fiplive@indusind', 'IndusInd Bank', 'INDB', ['DEPOSIT', 'TERM_DEPOSIT', 'RECURRING_DEPOSIT', CARDS]),
  bank('IDFCFirstBank-FIP', 'IDFC FIRST Bank', 'IDFB', ['DEPOSIT', 'RECURRING_DEPOSIT', CARDS]),
  bank('YESB-FIP', 'Yes Bank', 'YESB', ['DEPOSIT', CARDS]),
  bank('FDRLFIPPROD', 'Federal Bank', 'FDRL', ['DEPOSIT', CARDS]),
  bank('AUBank-FIP', 'AU Small Finance Bank', 'AUBL', ['DEPOSIT', CARDS]),
  bank('BARBFIP', 'Bank of Baroda', 'BARB', ['DEPOSIT', CARDS]),
  bank('PNB-FIP', 'Punjab National Bank', 'PUNB'),
  bank('fiplive@canarabank', 'Canara Bank', 'CNRB'),
  bank('UBI-FIP', 'Union Bank of India', 'UBIN'),
  bank('BOI-FIP', 'Bank of India', 'BKID'),
  bank('IBFIP', 'Indian Bank', 'IDIB'),
  bank('CENTRALFIP', 'Central Bank of India', 'CBIN'),
  bank('IOB-FIP', 'Indian Overseas Bank', 'IOBA'),
  bank('UCOB-FIP', 'UCO Bank', 'UCBA'),
  bank('BOM_FIP', 'Bank of Maharashtra', 'MAHB'),
  bank('idbibank-fip', 'IDBI Bank', 'IBKL'),
  // A large card issuer the bank table lacked. No public source gives its AA id: a sandbox placeholder.
  bank('RBL-FIP', 'RBL Bank', 'RATN', ['DEPOSIT', CARDS]),
  {
    fipId: 'CDSLFIP',
    name: 'Central Depository Services Ltd (CDSL)',
    ifscPrefix: null,
    kind: 'DEPOSITORY',
    fiTypes: ['EQUITIES', 'ETF', 'MUTUAL_FUNDS'],
  },
  {
    fipId: 'fip@nsdl',
    name: 'National Securities Depository Ltd (NSDL)',
    ifscPrefix: null,
    kind: 'DEPOSITORY',
    fiTypes: ['EQUITIES', 'ETF', 'MUTUAL_FUNDS'],
  },
  // Insurer ids are not published by any public source (docs/product.md#fip-catalogue): sandbox placeholders.
  {
    fipId: 'HDFCLIFE-FIP',
    name: 'HDFC Life Insurance',
    ifscPrefix: null,
    kind: 'INSURER',
    fiTypes: ['INSURANCE_POLICIES'],
  },
  {
    fipId: 'ICICIPRULIFE-FIP',
    name: 'ICICI Prudential Life',
    ifscPrefix: null,
    kind: 'INSURER',
    fiTypes: ['INSURANCE_POLICIES'],
  },
  {
    fipId: 'SBILIFE-FIP',
    name: 'SBI Life Insurance',
    ifscPrefix: null,
    kind: 'INSURER',
    fiTypes: ['INSURANCE_POLICIES'],
  },
  // The registrars (RTAs) keep the folios of units held outside demat, one AA account a folio
  // (docs/mutual-funds.md); these are the ids the AA sends for them.
  {
    fipId: 'CAMSRTAFIP',
    name: 'CAMS',
    ifscPrefix: null,
    kind: 'REGISTRAR',
    fiTypes: ['MUTUAL_FUNDS'],
  },
  {
    fipId: 'kfinmf-fip',
    name: 'KFintech',
    ifscPrefix: null,
    kind: 'REGISTRAR',
    fiTypes: ['MUTUAL_FUNDS'],
  },
];

const BY_ID: ReadonlyMap<string, Fip> = new Map(FIP_CATALOGUE.map((fip) => [fip.fipId.toLowerCase(), fip]));
const BY_IFSC: ReadonlyMap<string, Fip> = new Map(
  FIP_CATALOGUE.flatMap((fip) => (fip.ifscPrefix === null ? [] : [[fip.ifscPrefix, fip] as const])),
);

/** The FIP with this id (case-insensitive), or null. */
export function fipById(fipId: string): Fip | null {
  return BY_ID.get(fipId.toLowerCase()) ?? null;
}

/** The bank an IFSC code (or its 4-letter prefix) belongs to, or null. */
export function fipByIfsc(ifsc: string): Fip | null {
  return BY_IFSC.get(ifsc.slice(0, 4).toUpperCase()) ?? null;
}
