import type { PartnerErrorCode } from '@/domain/aa/partner-errors';

/**
 * What kind of failure the customer is told about, as a code: offline, too slow, an answer we could
 * not read, the server's trouble, else the partner's failure (docs/product.md#partner-errors). The
 * UI words each kind in the app's language (src/components/feedback/error-text.ts); code compares
 * kinds, never the words.
 */
export type FailureKind = 'offline' | 'slow' | 'unreadable' | 'server' | PartnerErrorCode;
