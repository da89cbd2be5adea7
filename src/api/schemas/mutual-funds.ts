import { z } from 'zod/mini';

/**
 * Mutual funds, as the registrars (CAMS, KFintech) and the depositories report them through the
 * account aggregator (FI type `MUTUAL_FUNDS`, one account a folio) or a mutual-fund CAS
 * (docs/mutual-funds.md). The client works out positions, XIRR, SIPs and capital gains from the
 * transactions; the gateway only reports them (home's running SIPs are in `./wealth`).
 *
 * Money is integer paise. Units are integer thousandths of a unit (registrars report three
 * decimals). A NAV is integer hundredths of a paisa (NAVs carry four decimals of a rupee:
 * ₹123.4567 is 1234567).
 */

const isoDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const isin = z.string().check(z.regex(/^INF[A-Z0-9]{8}[0-9]$/));

/** SEBI's broad categories; `solution` is retirement and children's funds. */
export const FUND_CATEGORIES = ['equity', 'debt', 'hybrid', 'solution', 'other'] as const;

/**
 * How the income-tax law treats a scheme's gains, declared by the fund house: `equity` when 65 % or
 * more is in domestic listed equity, `debt` when 65 % or more is in debt (section 50AA), `other` for
 * the rest (hybrids below 65 % equity, gold, international, funds of funds).
 */
export const FUND_TAX_CLASSES = ['equity', 'debt', 'other'] as const;

/** The lines of a folio statement. */
export const FUND_TRANSACTION_KINDS = [
  'purchase',
  /** An instalment of a systematic investment plan. */
  'sip',
  'redemption',
  'switch_in',
  'switch_out',
  /** IDCW (dividend) paid out as new units. */
  'dividend_reinvest',
  /** 0.005 % stamp duty on a purchase of the same day: an amount, no units; part of that purchase's cost. */
  'stamp_duty',
  /**
   * A unit split (a lower face value): every `ratio.from` units held become `ratio.to` (1:10 is ₹10
   * to ₹1). No money; `units_milli` is the units it adds, `nav_hundredth_paise` the NAV from that day.
   */
  'split',
  /** Bonus units: `ratio.to` new units for every `ratio.from` held (1:1), at no cost; `units_milli` is what was allotted. */
  'bonus',
] as const;

/** The kinds that are corporate actions: they carry a ratio and no money. */
const FUND_ACTION_KINDS: readonly (typeof FUND_TRANSACTION_KINDS)[number][] = ['split', 'bonus'];

const positiveInt = z.int().check(z.positive());

const fundTransactionSchema = z
  .object({
    transaction_id: z.string().check(z.minLength(1)),
    day: isoDay,
    kind: z.enum(FUND_TRANSACTION_KINDS),
    /** What was paid (purchases) or received (redemptions), never negative; zero for a split or bonus. */
    amount_paise: z.int().check(z.nonnegative()),
    /** Zero for stamp duty. */
    units_milli: z.int().check(z.nonnegative()),
    /** Zero for stamp duty. */
    nav_hundredth_paise: z.int().check(z.nonnegative()),
    /** A split's or bonus's ratio, `from`:`to` in whole numbers; absent on every other line. */
    ratio: z.optional(z.object({ from: positiveInt, to: positiveInt })),
  })
  .check(
    // A corporate action without its ratio could not be applied; a ratio elsewhere would be ignored.
    z.refine((line) => FUND_ACTION_KINDS.includes(line.kind) === (line.ratio !== undefined), {
      message: 'a split or bonus has a ratio, and no other line has one',
    }),
  );

const fundSchemeSchema = z.object({
  isin,
  /** AMFI's scheme code, digits. */
  amfi_code: z.string().check(z.regex(/^\d{5,6}$/)),
  name: z.string().check(z.minLength(1)),
  amc: z.string().check(z.minLength(1)),
  plan: z.enum(['direct', 'regular']),
  option: z.enum(['growth', 'idcw']),
  category: z.enum(FUND_CATEGORIES),
  /** SEBI's sub-category as the fund house names it ("Flexi Cap Fund", "Liquid Fund"). */
  sub_category: z.string(),
  tax_class: z.enum(FUND_TAX_CLASSES),
  /** The latest NAV and its day. */
  nav_hundredth_paise: z.int().check(z.positive()),
  nav_day: isoDay,
  /**
   * The NAV on 31 January 2018, for a scheme that existed then: the floor of the cost of units
   * bought before 1 February 2018 (section 55(2)(ac)). Null otherwise.
   */
  nav_2018_hundredth_paise: z.nullable(z.int().check(z.positive())),
  /** Oldest first. */
  transactions: z.array(fundTransactionSchema),
});

const folioSchema = z.object({
  /** Kosh's id of the folio (the AA account's link reference, or the CAS import's id). */
  folio_id: z.string().check(z.minLength(1)),
  /** The registrar's folio number, shown to the customer ("1234567/89"). */
  folio_number: z.string().check(z.minLength(1)),
  amc: z.string().check(z.minLength(1)),
  registrar: z.enum(['CAMS', 'KFINTECH']),
  /** Where Kosh got it: a registrar FIP or a depository FIP through the AA, or an uploaded CAS. */
  source: z.enum(['CAMSRTAFIP', 'kfinmf-fip', 'CDSLFIP', 'fip@nsdl', 'cas']),
  schemes: z.array(fundSchemeSchema),
});

/** `GET /tracking-service/mutual-funds/portfolio`: every folio of the caller, with every transaction. */
export const fundPortfolioSchema = z.object({
  /** The day the figures are as of (India). */
  as_of: isoDay,
  folios: z.array(folioSchema),
});

/** `GET /tracking-service/mutual-funds/nav-history?isin=`: a scheme's NAV, oldest first, about weekly. */
export const navHistorySchema = z.object({
  isin,
  points: z.array(z.object({ day: isoDay, nav_hundredth_paise: z.int().check(z.positive()) })),
});

export type FundPortfolio = z.infer<typeof fundPortfolioSchema>;
export type Folio = z.infer<typeof folioSchema>;
export type FundScheme = z.infer<typeof fundSchemeSchema>;
export type FundTransaction = z.infer<typeof fundTransactionSchema>;
export type NavHistory = z.infer<typeof navHistorySchema>;
