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
import { languageOf } from '../../http/language';
import { CAS_FORM_NAVLINK, linkingNavlink } from './content-copy';
import { CONTENT_TEXT } from './content-copy-hindi';
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
    const words = CONTENT_TEXT[languageOf(request)];
    return reply.send(
      salesPageSchema.parse({
        has_linked_brokers: brokersCount > 0,
        brokers_count: brokersCount,
        title: brokersCount > 0 ? words.salesTitleMore : words.salesTitleFirst,
        subtitle: words.salesSubtitle,
        benefits: words.benefits,
        depositories,
        primary_cta: {
          label: brokersCount > 0 ? words.ctaMore : words.ctaFirst,
          navlink: linkingNavlink('equity'),
        },
        secondary_cta: { label: words.casInstead, navlink: CAS_FORM_NAVLINK },
      }),
    );
  });

  app.get(`${STOCKS}/manual-password-form`, function manualPasswordForm(request, reply) {
    const persona = personaOf(request);
    const words = CONTENT_TEXT[languageOf(request)];
    return reply.send(
      manualPasswordFormSchema.parse({
        title: words.formTitle,
        description: words.formDescription,
        fields: words.casFormFields(persona.user.pan_masked),
        submit_label: words.formSubmit,
        notes: words.formNotes,
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
      const words = CONTENT_TEXT[languageOf(request)];
      const offer = product === undefined ? null : words.offers[product];
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
                  dismiss_label: words.notNow,
                },
        }),
      );
    },
  );
}
