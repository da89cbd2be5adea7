import type { UseMutationResult } from '@tanstack/react-query';
import { useIntl } from 'react-intl';

import type { BrokerImport } from '@/api/schemas/stocks-widget-import';
import { InlineError } from '@/components/feedback/inline-error';
import { StatementSubmitButton } from '@/components/forms/statement-submit-button';

import { importFailureText } from './import-failure';
import { ImportResult } from './import-result';

/**
 * The end of an import form (broker login, CAS upload): its submit button, worded `busyLabel` and
 * disabled while the import runs, then why it failed or what it added.
 */
export function ImportSubmit<Variables>({
  importing,
  label,
  busyLabel,
}: {
  importing: UseMutationResult<BrokerImport, Error, Variables>;
  label: string;
  busyLabel: string;
}) {
  const intl = useIntl();
  const failure = importing.isError ? importFailureText(importing.error) : null;
  return (
    <>
      <StatementSubmitButton busy={importing.isPending} label={label} busyLabel={busyLabel} />
      {failure === null ? null : <InlineError message={intl.formatMessage(failure, failure.values)} />}
      {importing.isSuccess ? <ImportResult result={importing.data} /> : null}
    </>
  );
}
