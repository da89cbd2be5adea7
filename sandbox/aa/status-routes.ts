import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { camsTempDataSchema } from '@/api/schemas/aggregator-onboarding';
import { usersDiscoveredBanksSchema } from '@/api/schemas/track-v1';
import {
  SUBSCRIBER_NAVLINK_QUERY,
  aaLinkedAccountsSchema,
  subscriberNavlinkSchema,
} from '@/api/schemas/tracking';
import { SERVICE_ROOTS } from '@/config/service-roots';
import { APP_PATHS } from '@/domain/navigation/app-paths';

import type { SandboxContext } from '../context';
import { aaRoute, parseQuery } from './aa-http';
import { discoveredBanks } from './discovered-banks';
import { linkedAccounts } from './linked-accounts';
import { onboardingCache } from './onboarding-cache';

const linkedQuery = z.object({
  service: z.enum(['track', 'acc-agg']).default('acc-agg'),
  acc_type: z.enum(['EQUITIES', 'SAVINGS', 'ALL']).optional(),
});

// The client sends fixed values (docs/product.md#request-rules); anything else is a client bug worth a 400.
const subscriberQuery = z.object({
  'flow-id': z.literal(SUBSCRIBER_NAVLINK_QUERY['flow-id']),
  subscriber: z.literal(SUBSCRIBER_NAVLINK_QUERY.subscriber),
  'entry-point': z.literal(SUBSCRIBER_NAVLINK_QUERY['entry-point']),
  response_type: z.literal(SUBSCRIBER_NAVLINK_QUERY.response_type),
});

/** Linked accounts, discovered banks, the onboarding cache and its fallback, the subscriber navlink. */
export function registerStatusRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;
  const tracking = SERVICE_ROOTS.tracking;

  app.get(
    `${tracking}/aa-linked-accounts`,
    aaRoute((request, persona) => {
      const query = parseQuery(linkedQuery, request);
      // `service=track` is the equity tracker: its accounts are demat accounts unless told otherwise.
      const accType = query.acc_type ?? (query.service === 'track' ? 'EQUITIES' : 'ALL');
      const accounts = linkedAccounts(db, persona.user.id, accType);
      return aaLinkedAccountsSchema.parse({
        service: query.service,
        acc_type: accType,
        count: accounts.length,
        accounts,
      });
    }),
  );

  app.get(
    `${SERVICE_ROOTS.trackV1}/users-discovered-banks`,
    aaRoute((_request, persona) => {
      const banks = discoveredBanks(db, persona.user.id);
      return usersDiscoveredBanksSchema.parse({ count: banks.length, banks });
    }),
  );

  app.get(
    `${tracking}/onboard/get-onboarding-cache`,
    aaRoute((_request, persona) => onboardingCache(db, persona.user.id, 'TRACKING_CACHE')),
  );

  app.get(
    `${SERVICE_ROOTS.aggregator}/cams/fetch-temp-data`,
    aaRoute((_request, persona) =>
      camsTempDataSchema.parse(onboardingCache(db, persona.user.id, 'CAMS_TEMP_DATA')),
    ),
  );

  app.get(
    `${tracking}/subscriber-navlink`,
    aaRoute((request, persona) => {
      parseQuery(subscriberQuery, request);
      const hasLinked = linkedAccounts(db, persona.user.id, 'ALL').length > 0;
      return subscriberNavlinkSchema.parse({
        navlink: hasLinked ? APP_PATHS.aa.bankList : APP_PATHS.aa.onboarding,
        flow_id: SUBSCRIBER_NAVLINK_QUERY['flow-id'],
        subscriber: SUBSCRIBER_NAVLINK_QUERY.subscriber,
        entry_point: SUBSCRIBER_NAVLINK_QUERY['entry-point'],
      });
    }),
  );
}
