import { FormattedMessage, useIntl } from 'react-intl';

import { financialYearText } from '@/domain/capital-gains/from-trades';
import {
  type Schedule112APiece,
  schedule112ACsv,
  schedule112ARows,
} from '@/domain/capital-gains/schedule-112a';

import { csvBlob } from './csv-blob';
import { ExportButton } from './export-button';

/**
 * "Download Schedule 112A": the year's long-term sales of listed shares and equity-oriented fund
 * units as the income-tax utility's bulk-upload CSV. The headings stay the utility's in every
 * language.
 */
export function Export112AButton({ pieces, year }: { pieces: readonly Schedule112APiece[]; year: number }) {
  const intl = useIntl();
  const rows = schedule112ARows(pieces).length;
  return (
    <ExportButton
      label={
        <FormattedMessage id="capitalGains.export.button" defaultMessage="Download Schedule 112A (CSV)" />
      }
      disabled={rows === 0}
      file={{
        make: () => csvBlob(schedule112ACsv(pieces)),
        fileName: `schedule-112a-fy-${financialYearText(year)}.csv`,
        shareTitle: intl.formatMessage({
          id: 'capitalGains.export.shareTitle',
          defaultMessage: 'Schedule 112A from Kosh',
        }),
        done: intl.formatMessage(
          {
            id: 'capitalGains.export.done',
            defaultMessage: 'Downloaded {rows, plural, one {# row} other {# rows}} of Schedule 112A',
          },
          { rows },
        ),
      }}
    />
  );
}
