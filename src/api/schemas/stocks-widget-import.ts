import { z } from 'zod/mini';

import { MANUAL_BROKER_IDS } from '@/domain/portfolio/broker-import';

/**
 * Bringing in a broker without the account aggregator (docs/product.md#stocks-widget-service): the
 * broker-login form and the CAS statement upload. Re-exported by stocks-widget.ts, the service's contract.
 */

const importDepositorySchema = z.enum(['CDSL', 'NSDL']);

/** `POST /in-stocks/manual-broker`: connect a broker with its client id and password. */
export const manualBrokerPayloadSchema = z.object({
  broker: z.enum(MANUAL_BROKER_IDS),
  client_id: z.string().check(z.regex(/^[A-Za-z0-9]{4,16}$/)),
  password: z.string().check(z.minLength(1), z.maxLength(64)),
});

/**
 * `POST /in-stocks/cas-upload`: a CAS PDF as base64 with its password. Its size limit is checked
 * on the decoded bytes (413), not by the schema, so an over-size file gets its own answer.
 */
export const casUploadPayloadSchema = z.object({
  depository: importDepositorySchema,
  password: z.string().check(z.minLength(1), z.maxLength(64)),
  file_base64: z.string().check(z.minLength(1)),
});

/** What either import added: one broker account with its holdings. */
export const brokerImportSchema = z.object({
  account_id: z.string().check(z.minLength(1)),
  broker_name: z.string(),
  depository: importDepositorySchema,
  client_id: z.string(),
  source: z.enum(['BROKER_LOGIN', 'CAS']),
  holdings_count: z.int(),
  /** The statement's date (CAS only), `YYYY-MM-DD`. */
  statement_date: z.nullable(z.string()),
  /** True when this very statement was imported before: nothing was added again. */
  already_imported: z.boolean(),
});

export type ManualBrokerPayload = z.infer<typeof manualBrokerPayloadSchema>;
export type CasUploadPayload = z.infer<typeof casUploadPayloadSchema>;
export type BrokerImport = z.infer<typeof brokerImportSchema>;
