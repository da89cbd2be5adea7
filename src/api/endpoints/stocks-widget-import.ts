/**
 * Bringing in a broker without the account aggregator (docs/product.md#stocks-widget-service): the
 * broker login and the CAS statement upload. Neither moves money and neither is queued offline: each
 * needs the broker's or the depository's answer at once. A retry never imports twice (the login by
 * its Idempotency-Key, the statement by the file's hash on the server).
 */
import { request } from '@/api/request';
import {
  type BrokerImport,
  brokerImportSchema,
  type CasUploadPayload,
  type ManualBrokerPayload,
} from '@/api/schemas/stocks-widget-import';

/** A statement is up to 5 MB: give its upload and reading longer than an ordinary call. */
const UPLOAD_TIMEOUT_MS = 60_000;

/**
 * `POST /in-stocks/manual-broker`. `idempotencyKey` is kept by the form for one attempt (in
 * memory: the body holds a password, so it is never written to storage as the payment keys are).
 */
export function connectBroker(payload: ManualBrokerPayload, idempotencyKey: string): Promise<BrokerImport> {
  return request({
    service: 'stocksWidget',
    path: '/in-stocks/manual-broker',
    method: 'POST',
    body: payload,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: brokerImportSchema,
  });
}

/** `POST /in-stocks/cas-upload`: the statement as base64 with its password. */
export function uploadCas(payload: CasUploadPayload): Promise<BrokerImport> {
  return request({
    service: 'stocksWidget',
    path: '/in-stocks/cas-upload',
    method: 'POST',
    body: payload,
    schema: brokerImportSchema,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
}
