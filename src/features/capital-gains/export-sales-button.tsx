import { FormattedMessage, useIntl } from 'react-intl';

import { financialYearText } from '@/domain/capital-gains/from-trades';
import { salesCsv, type SalesCsvPiece } from '@/domain/capital-gains/sales-csv';

import { csvBlob } from './csv-blob';
import { ExportButton } from './export-button';
import { SALES_SHARE_TITLE } from './gains-texts';

/** "Download all sales": every lot sold in the year, one row each. */
export function ExportSalesButton({ pieces, year }: { pieces: readonly SalesCsvPiece[]; year: number }) {
  const intl = useIntl();
  return (
    <ExportButton
      label={
        <FormattedMessage id="capitalGains.exportSales.button" defaultMessage="Download all sales (CSV)" />
      }
      disabled={pieces.length === 0}
      file={{
        make: () => csvBlob(salesCsv(pieces)),
        fileName: `capital-gains-fy-${financialYearText(year)}.csv`,
        shareTitle: intl.formatMessage(SALES_SHARE_TITLE),
        done: intl.formatMessage(
          {
            id: 'capitalGains.exportSales.done',
            defaultMessage: 'Downloaded {rows, plural, one {# lot sold} other {# lots sold}}',
          },
          { rows: pieces.length },
        ),
      }}
    />
  );
}
