import type { FastifyInstance } from 'fastify';

import {
  manualPasswordFormSchema,
  salesPageSchema,
  type TrackedProduct,
  trackingBottomsheetSchema,
} from '@/api/schemas/stocks-widget';
import { SERVICE_ROOTS } from '@/config/service-roots';
import { FIP_CATALOGUE } from '@/domain/aa/fip-catalogue';

import { personaOf } from '../../http/auth';
import { CAS_FORM_NAVLINK, casFormFields, EQUITY_BENEFITS, linkingNavlink, OFFERS } from './content-copy';
import { type EquityDeps, STOCKS } from './equity-deps';

/** The product each linked FI type counts as. */
const PRODUCT_BY_FI_TYPE: ReadonlyMap<string, TrackedProduct> = new Map([
  ['DEPOSIT', 'SAVINGS'],
  ['EQUITIES', 'EQUITY'],
  ['INSURANCE_POLICIES', 'INSURANCE'],
  ['CREDIT_CARD', 'CREDIT_CARD'],
]);

/** Offered in this order; cards are not offered (docs/product.md#fi-types: not in the AA's FI types yet). */
const OFFER_ORDER = ['SAVINGS', 'EQUITY', 'INSURANCE'] as const;

/** The sales page, the CAS password form and the cross-sell bottom sheet. */
export function registerContentRoutes(app: FastifyInstance, deps: EquityDeps): void {
  const { queries } = deps;

  app.get(`${STOCKS}/sales-page`, function salesPage(request, reply) {
    const persona = personaOf(request);
    const brokersCount = queries.brokers(persona.user.id).length;
    const depositories = FIP_CATALOGUE.filter((fip) => fip.kind === 'DEPOSITORY').map((fip) => ({
      fip_id: fip.fipId,
      name: fip.name,
      depository: fip.fipId.toLowerCase().includes('nsdl') ? 'NSDL' : 'CDSL',
    }));
    return reply.send(
      salesPageSchema.parse({
        has_linked_brokers: brokersCount > 0,
        brokers_count: brokersCount,
        title: brokersCount > 0 ? 'Add your other demat accounts' : 'Track all your stocks in one place',
        subtitle: 'Link your demat accounts at CDSL and NSDL through the account aggregator.',
        benefits: EQUITY_BENEFITS,
        depositories,
        primary_cta: {
          label: brokersCount > 0 ? 'Link another demat account' : 'Link demat accounts',
          navlink: linkingNavlink('equity'),
        },
        secondary_cta: { label: 'Upload a CAS statement instead', navlink: CAS_FORM_NAVLINK },
      }),
    );
  });

  app.get(`${STOCKS}/manual-password-form`, function manualPasswordForm(request, reply) {
    const persona = personaOf(request);
    return reply.send(
      manualPasswordFormSchema.parse({
        title: 'Track with your CAS statement',
        description:
          'Upload the password-protected Consolidated Account Statement (CAS) that CDSL or NSDL emails you, and we will read your holdings from it.',
        fields: casFormFields(persona.user.pan_masked),
        submit_label: 'Read my statement',
        notes: [
          'Depositories email a CAS for every month with a transaction, and every six months otherwise.',
          'Holdings from a statement are as of its date; link through the account aggregator for daily updates.',
        ],
      }),
    );
  });

  app.get(
    `${SERVICE_ROOTS.stocksWidget}/cross-sell/tracking-bottomsheet`,
    function bottomsheet(request, reply) {
      const persona = personaOf(request);
      const tracked = [
        ...new Set(
          queries.linkedFiTypes(persona.user.id).flatMap((type) => PRODUCT_BY_FI_TYPE.get(type) ?? []),
        ),
      ].sort();
      // Nothing tracked yet: this sheet lives in the stocks widget, so offer stocks first.
      const product = tracked.length === 0 ? 'EQUITY' : OFFER_ORDER.find((p) => !tracked.includes(p));
      const offer = product === undefined ? null : OFFERS[product];
      return reply.send(
        trackingBottomsheetSchema.parse({
          show: product !== undefined,
          tracked_products: tracked,
          offer:
            product === undefined || offer === null
              ? null
              : {
                  product,
                  title: offer.title,
                  body: offer.body,
                  bullets: offer.bullets,
                  cta: { label: offer.cta, navlink: offer.navlink },
                  dismiss_label: 'Not now',
                },
        }),
      );
    },
  );
}
