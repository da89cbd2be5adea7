import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { todayInIndia } from '@/components/time/today-in-india';
import { financialYearText } from '@/domain/capital-gains/from-trades';
import type { SalesCsvPiece } from '@/domain/capital-gains/sales-csv';
import { withLaterWords } from '@/i18n/words';
import { whenIdle } from '@/lib/when-idle';

import { ExportButton } from './export-button';
import { SALES_SHARE_TITLE } from './gains-texts';

/** "Download all sales (PDF)": the same lots as the CSV, laid out to read and print. */
export function ExportSalesPdfButton({ pieces, year }: { pieces: readonly SalesCsvPiece[]; year: number }) {
  const intl = useIntl();
  const yearText = financialYearText(year);
  // The PDF's fonts (about 165 KB) come with the first visit, not the first press: the screen reads
  // offline after one visit, and so should its PDF. Only this screen pays for them.
  useEffect(
    () =>
      whenIdle(() => {
        if (navigator.onLine) void import('./sales-pdf-fonts').then((fonts) => fonts.warmPdfFonts());
      }, 5_000),
    [],
  );
  return (
    <ExportButton
      label={
        <FormattedMessage id="capitalGains.exportSalesPdf.button" defaultMessage="Download all sales (PDF)" />
      }
      disabled={pieces.length === 0}
      file={{
        make: async () => {
          // The writer and its fonts load only now: the heaviest things on this screen, rarely needed.
          const [{ salesPdf }, { fetchedPdfFont }] = await Promise.all([
            withLaterWords(() => import('./sales-pdf'))(),
            import('./sales-pdf-fonts'),
          ]);
          const bytes = await salesPdf({
            pieces,
            yearText,
            madeOn: todayInIndia(),
            intl,
            fontFile: fetchedPdfFont,
          });
          return new Blob([new Uint8Array(bytes)], { type: 'application/pdf' });
        },
        fileName: `capital-gains-fy-${yearText}.pdf`,
        shareTitle: intl.formatMessage(SALES_SHARE_TITLE),
        done: intl.formatMessage(
          {
            id: 'capitalGains.exportSalesPdf.done',
            defaultMessage: 'Downloaded the PDF of {rows, plural, one {# lot sold} other {# lots sold}}',
          },
          { rows: pieces.length },
        ),
      }}
    />
  );
}
