import type { FipKind } from './fip-catalogue';
import { FLOW_TYPES, type FlowType } from './flow-type';

/**
 * How a customer enters the linking journey: the entry query of docs/product.md#query-keys (`source`,
 * `entry-from`, `fipId`, `flow_type`, `revokeConsentId`) and the navlink query (`basket_id`, `status_id`,
 * `native_platform`, …). Other areas link to `/account-aggregator/onboarding?flow_type=…` with the
 * flow written with a hyphen (`us-stocks`); the API and the domain write it `us_stocks`.
 */
export type AaProviderName = 'finvu' | 'cams' | 'ignosis';

export type LinkingEntry = {
  flow: FlowType;
  /** Whether the flow was named by the entry (else it comes from the first selected FIP). */
  flowGiven: boolean;
  provider: AaProviderName;
  /** A FIP to preselect on the bank list. */
  fipId: string | null;
  source: string | null;
  entryFrom: string | null;
  basketId: string | null;
  statusId: string | null;
  revokeConsentId: string | null;
};

/** `us-stocks`, `US_STOCKS`, `fno`, `F&O` … → the flow type, or null for anything else. */
function parseFlowType(raw: string | null | undefined): FlowType | null {
  if (raw === null || raw === undefined) return null;
  const key = raw.trim().toLowerCase().replace(/-/g, '_').replace('f&o', 'fno');
  return (FLOW_TYPES as readonly string[]).includes(key) ? (key as FlowType) : null;
}

/** The flow as other areas write it in a link (`us-stocks`). */
export function flowTypeParam(flow: FlowType): string {
  return flow.replace('_', '-');
}

/** `finvu`/`FINVU`/`cams`/`CAMS`/`ignosis` → the provider; anything else → finvu (the default). */
function parseProvider(raw: string | null | undefined): AaProviderName {
  const key = raw?.trim().toLowerCase();
  return key === 'cams' || key === 'camsfinserv' ? 'cams' : key === 'ignosis' ? 'ignosis' : 'finvu';
}

function clean(value: string | null): string | null {
  if (value === null) return null;
  const trimmed = value.trim();
  return trimmed === '' || trimmed.length > 128 ? null : trimmed;
}

/** Reads the entry query. Unknown or missing values fall back to the savings flow via finvu. */
export function parseLinkingEntry(params: URLSearchParams): LinkingEntry {
  const flow = parseFlowType(params.get('flow_type'));
  return {
    flow: flow ?? 'savings',
    flowGiven: flow !== null,
    provider: parseProvider(params.get('provider') ?? params.get('aa_source')),
    fipId: clean(params.get('fipId') ?? params.get('fip_id')),
    source: clean(params.get('source')),
    entryFrom: clean(params.get('entry-from')),
    basketId: clean(params.get('basket_id')),
    statusId: clean(params.get('status_id')),
    revokeConsentId: clean(params.get('revokeConsentId')),
  };
}

/** The FIP kinds a flow lets the customer pick on the bank list. */
export function fipKindsForFlow(flow: FlowType): readonly FipKind[] {
  switch (flow) {
    case 'equity':
      return ['DEPOSITORY'];
    case 'insurance':
      return ['INSURER'];
    case 'mutual_funds':
      return ['REGISTRAR'];
    case 'fno':
      return ['DEPOSITORY', 'BANK'];
    case 'us_stocks':
    case 'savings':
    case 'credit_cards':
      return ['BANK'];
  }
}

/** A FIP as the bank list describes it. */
export type OfferedFip = { kind: FipKind; fi_types: readonly string[] };

/**
 * Whether the bank list of a flow offers this FIP: one of the flow's kinds, and for credit cards only
 * the banks that issue cards (their FI types name `CREDIT_CARD`).
 */
export function isFipOffered(flow: FlowType, fip: OfferedFip): boolean {
  if (!fipKindsForFlow(flow).includes(fip.kind)) return false;
  return flow !== 'credit_cards' || fip.fi_types.includes('CREDIT_CARD');
}
