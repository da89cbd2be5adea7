/**
 * A mutual-fund CAS brought in by hand (docs/mutual-funds.md#a-mutual-fund-cas). Not queued offline:
 * it needs the server's reading of the file at once. A retry never imports twice (each line has its
 * identity on the server). Only the lazy import screen loads this module.
 */
import { request } from '@/api/request';
import {
  type FundCasImport,
  fundCasImportSchema,
  type FundCasUploadPayload,
} from '@/api/schemas/mutual-funds-import';

/** A statement is up to 5 MB: give its upload and reading longer than an ordinary call. */
const UPLOAD_TIMEOUT_MS = 60_000;

/** `POST /mutual-funds/cas-import`: the statement as base64 with its password. */
export function importFundCas(payload: FundCasUploadPayload): Promise<FundCasImport> {
  return request({
    service: 'tracking',
    path: '/mutual-funds/cas-import',
    method: 'POST',
    body: payload,
    schema: fundCasImportSchema,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
}
