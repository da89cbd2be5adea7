import { EQUITY_DEPOSITORY_FIP_IDS } from '@/config/constants';

import { fipById } from './fip-catalogue';
import type { FipFlowType } from './flow-type';

/*
 * The rules that read a flow from the providers a journey selected. They need the FIP catalogue,
 * which the list of flows (flow-type.ts) does not: the shared schemas name the flows, and every
 * first screen loads those schemas.
 */

const DEPOSITORY_IDS: ReadonlySet<string> = new Set(EQUITY_DEPOSITORY_FIP_IDS);

/**
 * The flow type of a linking journey from the FIPs it selected (docs/product.md#flow-types): the FIRST id
 * decides. An insurer gives `insurance`, a depository gives `equity`, a mutual-fund registrar (CAMS, KFintech)
 * gives `mutual_funds`, and anything else (a bank, an id we do not know, or no id at all) gives `savings`, the
 * journey most customers take.
 */
export function flowTypeForFipIds(fipIds: readonly string[]): FipFlowType {
  const first = fipIds[0];
  const fip = first === undefined ? null : fipById(first);
  if (fip?.kind === 'INSURER') return 'insurance';
  if (fip?.kind === 'DEPOSITORY') return 'equity';
  if (fip?.kind === 'REGISTRAR') return 'mutual_funds';
  return 'savings';
}

/**
 * Equity onboarding (docs/product.md#flow-types): the selected providers are exactly the two depositories, or
 * just one of them. Ids are matched case-insensitively like every FIP id; repeating a depository does not
 * change the answer, and any other provider in the selection (or an empty one) makes it false.
 */
export function isEquityOnboarding(fipIds: readonly string[]): boolean {
  if (fipIds.length === 0) return false;
  return fipIds.every((fipId) => {
    const fip = fipById(fipId);
    return fip !== null && DEPOSITORY_IDS.has(fip.fipId);
  });
}
