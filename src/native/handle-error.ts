/**
 * The generic error handler: report the error on the bus (src/events/report-error.ts), then tell the
 * customer in plain words through the toast of their platform. Never throws and never blocks (no
 * `alert()`, see docs/decisions/0005-toasts-not-alerts.md).
 */
import { reportFailure, type ReportFailureOptions } from '@/events/report-error';

import { partnerErrorText } from './partner-error-text';
import { presentToast } from './toast';

export type HandleErrorOptions = ReportFailureOptions;

/**
 * Reports `error` (`error_reported` on the bus) and, unless `userSeen` is false, shows the mapped
 * customer text as an error toast. Returns that text, e.g. for an inline error state.
 */
export function handleError(error: unknown, options: HandleErrorOptions): string {
  const { code, tell } = reportFailure(error, options);
  // Worded now, in the language the customer reads at this moment.
  const text = partnerErrorText(code);
  if (tell) presentToast('error', text);
  return text;
}
