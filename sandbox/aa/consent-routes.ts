import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { AA_PROVIDERS } from '@/api/schemas/aa-common';
import {
  banksListScreenSchema,
  initiateConsentPayloadSchema,
  multiConsentInitiateSchema,
} from '@/api/schemas/tracking';
import { SERVICE_ROOTS } from '@/config/service-roots';
import { fipById, type FipKind } from '@/domain/aa/fip-catalogue';
import { FLOW_TYPES } from '@/domain/aa/flow-type';
import { APP_PATHS } from '@/domain/navigation/app-paths';

import type { SandboxContext } from '../context';
import { languageOf } from '../http/language';
import { aaRoute, parseBody, parseQuery } from './aa-http';
import { aaHandle } from './consent-store';
import { LOW_SUCCESS_RATE, POPULAR_FIP_IDS, fipDirectory } from './fip-directory';
import { initiateConsent, resolveSelection } from './initiate';
import { linkedAccounts } from './linked-accounts';
import { mobileField } from './partner-step';
import { partnerLatency } from './special-mobiles';
import { aaUser } from './users';

const banksQuery = z.object({ kind: z.enum(['BANK', 'DEPOSITORY', 'INSURER', 'REGISTRAR']).optional() });
const initiateQuery = z.object({
  bank_ifsc: z
    .string()
    .regex(/^[A-Za-z]{4}(0[A-Za-z0-9]{6})?$/, 'must be an IFSC code or its 4-letter prefix')
    .optional(),
});
const multiQuery = z.object({
  fip_ids: z
    .string()
    .max(2048)
    .transform((list) =>
      list
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id !== ''),
    ),
  mobile: mobileField.optional(),
  flow: z.enum(FLOW_TYPES).optional(),
});

// The bank list's words, in the caller's language (sandbox/http/language.ts).
const BANK_LIST_TEXT = {
  'en-IN': {
    title: 'Select your bank',
    subtitle: 'Link accounts securely through an RBI-regulated account aggregator',
    search: 'Search by bank name',
  },
  'hi-IN': {
    title: 'अपना बैंक चुनें',
    subtitle: 'RBI से नियंत्रित अकाउंट एग्रीगेटर के ज़रिए अपने खाते सुरक्षित तरीके से जोड़ें',
    search: 'बैंक के नाम से खोजें',
  },
} as const;

/** The bank list and consent initiation (tracking service). */
export function registerConsentRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;
  const root = SERVICE_ROOTS.tracking;

  app.get(
    `${root}/banks/widgets/onboard/banks-list-screen`,
    aaRoute((request, persona) => {
      const query = parseQuery(banksQuery, request);
      const tracked = new Set(linkedAccounts(db, persona.user.id, 'ALL').map((account) => account.fip_id));
      const banks = fipDirectory(db)
        .filter((fip) => query.kind === undefined || fip.kind === query.kind)
        .map((fip) => ({
          fip_id: fip.fipId,
          name: fip.name,
          ifsc_prefix: fip.ifscPrefix,
          kind: fip.kind,
          fi_types: [...fip.fiTypes],
          popular: fip.popular,
          status: fip.status,
          low_success_rate: fip.successRate < LOW_SUCCESS_RATE,
          success_rate_pct: Math.round(fip.successRate * 100),
          tracked: tracked.has(fip.fipId),
        }));
      const words = BANK_LIST_TEXT[languageOf(request)];
      return banksListScreenSchema.parse({
        title: words.title,
        subtitle: words.subtitle,
        search_placeholder: words.search,
        total_count: banks.length,
        banks,
        popular_fip_ids: POPULAR_FIP_IDS.filter((id) => banks.some((bank) => bank.fip_id === id)),
        default_provider: AA_PROVIDERS[0],
        unsupported_bank_navlink: APP_PATHS.aa.unsupportedBanks,
      });
    }),
  );

  app.post(
    `${root}/banks/widgets/onboard/initiate-consent/web`,
    aaRoute(async (request, persona) => {
      const query = parseQuery(initiateQuery, request);
      const body = parseBody(initiateConsentPayloadSchema, request);
      const user = aaUser(db, persona.user.id, persona.user.name);
      // Initiation reaches the partner too: only the slow partner shows here, errors come at login.
      await partnerLatency(body.mobile ?? user.mobile ?? '');
      return initiateConsent(
        db,
        user,
        {
          fipIds: body.fip_ids,
          bankIfsc: query.bank_ifsc ?? null,
          mobile: body.mobile,
          provider: body.provider,
          flow: body.flow,
        },
        ctx.now(),
      );
    }),
  );

  app.get(
    `${root}/multi-consent/initiate/ignosis`,
    aaRoute(async (request, persona) => {
      const query = parseQuery(multiQuery, request);
      const user = aaUser(db, persona.user.id, persona.user.name);
      const selection = resolveSelection(query.fip_ids, null);
      await partnerLatency(query.mobile ?? user.mobile ?? '');
      // One consent per FIP class, as CAMS and Ignosis hand them out (docs/product.md#discovery-and-linking).
      const byKind = new Map<FipKind, string[]>();
      for (const fipId of selection) {
        const kind = fipById(fipId)?.kind ?? 'BANK';
        byKind.set(kind, [...(byKind.get(kind) ?? []), fipId]);
      }
      const now = ctx.now();
      const consents = [...byKind.values()].map((fipIds) =>
        initiateConsent(
          db,
          user,
          { fipIds, bankIfsc: null, mobile: query.mobile, provider: 'ignosis', flow: query.flow },
          now,
        ),
      );
      return multiConsentInitiateSchema.parse({
        provider: 'ignosis',
        aa_handle: consents[0]?.aa_handle ?? aaHandle(query.mobile ?? user.mobile ?? '', 'ignosis'),
        consents,
      });
    }),
  );
}
