import { useMemo } from 'react';
import { useIntl } from 'react-intl';

import type { HoldingsGrouping } from '@/domain/portfolio/equity-query';
import { defineText } from '@/domain/text/message';

/**
 * Our own words for the market-cap buckets and the sectors of the ISIN master data. The gateway
 * sends them in English as labels; the screen words them from the key, and a sector it does not
 * know (new master data) shows as sent, marked as data.
 */
const MARKET_CAP = {
  LARGE: defineText({ id: 'equity.marketCap.large', defaultMessage: 'Large cap' }),
  MID: defineText({ id: 'equity.marketCap.mid', defaultMessage: 'Mid cap' }),
  SMALL: defineText({ id: 'equity.marketCap.small', defaultMessage: 'Small cap' }),
};

const SECTOR = {
  Energy: defineText({ id: 'equity.sector.energy', defaultMessage: 'Energy' }),
  IT: defineText({ id: 'equity.sector.it', defaultMessage: 'IT' }),
  Banking: defineText({ id: 'equity.sector.banking', defaultMessage: 'Banking' }),
  FMCG: defineText({ id: 'equity.sector.fmcg', defaultMessage: 'FMCG' }),
  'Capital Goods': defineText({ id: 'equity.sector.capitalGoods', defaultMessage: 'Capital Goods' }),
  'Financial Services': defineText({
    id: 'equity.sector.financialServices',
    defaultMessage: 'Financial Services',
  }),
  'Consumer Durables': defineText({
    id: 'equity.sector.consumerDurables',
    defaultMessage: 'Consumer Durables',
  }),
  Retail: defineText({ id: 'equity.sector.retail', defaultMessage: 'Retail' }),
  Telecom: defineText({ id: 'equity.sector.telecom', defaultMessage: 'Telecom' }),
  Pharma: defineText({ id: 'equity.sector.pharma', defaultMessage: 'Pharma' }),
  Defence: defineText({ id: 'equity.sector.defence', defaultMessage: 'Defence' }),
  Power: defineText({ id: 'equity.sector.power', defaultMessage: 'Power' }),
  'Consumer Services': defineText({
    id: 'equity.sector.consumerServices',
    defaultMessage: 'Consumer Services',
  }),
  'Building Materials': defineText({
    id: 'equity.sector.buildingMaterials',
    defaultMessage: 'Building Materials',
  }),
  'Auto Components': defineText({ id: 'equity.sector.autoComponents', defaultMessage: 'Auto Components' }),
  Chemicals: defineText({ id: 'equity.sector.chemicals', defaultMessage: 'Chemicals' }),
  Logistics: defineText({ id: 'equity.sector.logistics', defaultMessage: 'Logistics' }),
  Unclassified: defineText({ id: 'equity.sector.unclassified', defaultMessage: 'Unclassified' }),
};

/** A label to show and whether it is data (a name the gateway sent, not one of our words). */
export type Label = { text: string; data: boolean };

/** Words a group, a slice or a holding's tags are shown with, in the current language. */
export function useEquityLabels() {
  const intl = useIntl();
  return useMemo(() => {
    const marketCap = (key: string, sent: string): Label => {
      const message = Object.hasOwn(MARKET_CAP, key) ? MARKET_CAP[key as keyof typeof MARKET_CAP] : undefined;
      return message ? { text: intl.formatMessage(message), data: false } : { text: sent, data: true };
    };
    const sector = (name: string): Label => {
      const message = Object.hasOwn(SECTOR, name) ? SECTOR[name as keyof typeof SECTOR] : undefined;
      return message ? { text: intl.formatMessage(message), data: false } : { text: name, data: true };
    };
    /** A group's or slice's label: market cap and sector are ours; stock and broker names are data. */
    const group = (by: HoldingsGrouping | 'broker', key: string, sent: string): Label =>
      by === 'market_cap' ? marketCap(key, sent) : by === 'sector' ? sector(key) : { text: sent, data: true };
    return { marketCap, sector, group };
  }, [intl]);
}

/** `translate="no"` for data, nothing for our own words. */
export function dataProps(label: Label): { translate?: 'no' } {
  return label.data ? { translate: 'no' } : {};
}
