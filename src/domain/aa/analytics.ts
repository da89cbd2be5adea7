import type { FipKind } from './fip-catalogue';
import type { FlowType } from './flow-type';
import type { AaProviderName } from './linking-entry';

/** `aa_source` of an analytics event (docs/product.md#analytics-events): FINVU is the default. */
export type AaSource = 'FINVU' | 'CAMS' | 'IGNOSIS';

/** The provider as analytics names it. */
export function aaSourceOf(provider: AaProviderName | null | undefined): AaSource {
  if (provider === 'cams') return 'CAMS';
  if (provider === 'ignosis') return 'IGNOSIS';
  return 'FINVU';
}

/**
 * `flow` of an analytics event (docs/product.md#analytics-events knows only equity and savings): demat
 * journeys (equity, US stocks, F&O through a depository) are equity; bank and insurance journeys are savings.
 */
export function analyticsFlowOf(flow: FlowType, firstFipKind: FipKind | null = null): 'equity' | 'savings' {
  if (flow === 'equity') return 'equity';
  if (flow === 'fno' || flow === 'us_stocks') return firstFipKind === 'BANK' ? 'savings' : 'equity';
  return 'savings';
}
