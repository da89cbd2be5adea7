import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

import { Amount } from '@/components/amount/amount';
import type { GainsBucket, YearGains } from '@/domain/capital-gains/year-summary';
import type { Paise } from '@/domain/money/paise';
import { useFormat } from '@/i18n/use-format';

import type { OpenLots, SoldPiece } from './capital-gains-screen';
import { FigureRow } from './figure-row';
import { rateText, yearText } from './gains-texts';
import { HeadedCard } from './headed-sections';

type Props = {
  summary: YearGains;
  pieces: readonly SoldPiece[];
  onOpen: (lots: OpenLots) => void;
};

const sameBucket = (piece: SoldPiece, bucket: GainsBucket) =>
  piece.term === bucket.term &&
  piece.section === bucket.section &&
  (piece.rate.kind === 'slab'
    ? bucket.rate.kind === 'slab'
    : bucket.rate.kind === 'flat' && bucket.rate.basisPoints === piece.rate.basisPoints);

/**
 * The year's totals: short- and long-term gains, the tax at each rate (none shown at the slab
 * rate), and the section 112A exemption used and left. Every figure opens its lots.
 */
export function YearSummary({ summary, pieces, onOpen }: Props) {
  const intl = useIntl();
  const format = useFormat();
  const yearLabel = yearText(intl, summary.startYear);
  const open = (title: string, chosen: readonly SoldPiece[]) => onOpen({ title, pieces: chosen });
  const ofTerm = (term: SoldPiece['term']) => pieces.filter((piece) => piece.term === term);
  const shortLabel = intl.formatMessage({ id: 'capitalGains.shortTerm', defaultMessage: 'Short-term gains' });
  const longLabel = intl.formatMessage({
    id: 'capitalGains.longTerm',
    defaultMessage: 'Long-term gains before exemption',
  });
  const taxLabel = intl.formatMessage({ id: 'capitalGains.flatTax', defaultMessage: 'Tax at flat rates' });
  const exemptionLabel = intl.formatMessage({
    id: 'capitalGains.exemptionUsed',
    defaultMessage: 'Section 112A exemption used',
  });
  const long112A = pieces.filter((piece) => piece.term === 'long' && piece.section === '112A');
  const gains112A = long112A.reduce((sum, piece) => sum + piece.gainPaise, 0);
  const gains112ALabel = intl.formatMessage({
    id: 'capitalGains.gains112A',
    defaultMessage: 'Long-term gains under section 112A',
  });
  return (
    <>
      <HeadedCard headingId="cg-year-heading" title={yearLabel}>
        <List dense disablePadding aria-labelledby="cg-year-heading">
          <FigureRow
            label={shortLabel}
            amount={<Amount value={summary.shortTermPaise as Paise} signed />}
            onClick={() => open(shortLabel, ofTerm('short'))}
          />
          <FigureRow
            label={longLabel}
            amount={<Amount value={summary.longTermPaise as Paise} signed />}
            onClick={() => open(longLabel, ofTerm('long'))}
          />
          <FigureRow
            label={taxLabel}
            detail={intl.formatMessage({
              id: 'capitalGains.flatTaxDetail',
              defaultMessage: 'Before surcharge and cess',
            })}
            amount={<Amount value={summary.flatTaxPaise as Paise} />}
            onClick={() => open(taxLabel, pieces)}
          />
        </List>
      </HeadedCard>

      <HeadedCard
        headingId="cg-rates-heading"
        title={<FormattedMessage id="capitalGains.byRate" defaultMessage="Tax by rate" />}
      >
        {summary.buckets.length === 0 ? (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
            <FormattedMessage
              id="capitalGains.noSales"
              defaultMessage="Nothing was sold in {year}."
              values={{ year: yearLabel }}
            />
          </Typography>
        ) : (
          <List dense disablePadding aria-labelledby="cg-rates-heading">
            {summary.buckets.map((bucket) => {
              const label = rateText(intl, bucket);
              return (
                <FigureRow
                  key={`${bucket.term}-${bucket.section}-${bucket.rate.kind === 'flat' ? bucket.rate.basisPoints : 'slab'}`}
                  label={label}
                  detail={intl.formatMessage(
                    { id: 'capitalGains.taxable', defaultMessage: 'Taxable {amount}' },
                    { amount: format.inr(bucket.taxablePaise) },
                  )}
                  amount={
                    bucket.taxPaise === null ? (
                      <Typography component="span" variant="body2" color="textSecondary">
                        <FormattedMessage id="capitalGains.slabTax" defaultMessage="Added to income" />
                      </Typography>
                    ) : (
                      <Amount value={bucket.taxPaise as Paise} />
                    )
                  }
                  onClick={() =>
                    open(
                      label,
                      pieces.filter((piece) => sameBucket(piece, bucket)),
                    )
                  }
                />
              );
            })}
          </List>
        )}
      </HeadedCard>

      <HeadedCard
        headingId="cg-exemption-heading"
        title={<FormattedMessage id="capitalGains.exemption" defaultMessage="Section 112A exemption" />}
      >
        <List dense disablePadding aria-labelledby="cg-exemption-heading">
          <FigureRow
            label={gains112ALabel}
            detail={intl.formatMessage({
              id: 'capitalGains.gains112ADetail',
              defaultMessage: 'What Schedule 112A reports, before the exemption',
            })}
            amount={<Amount value={gains112A as Paise} signed />}
            onClick={() => open(gains112ALabel, long112A)}
          />
          <FigureRow
            label={exemptionLabel}
            detail={intl.formatMessage(
              { id: 'capitalGains.exemptionLimit', defaultMessage: 'Of {limit} a year' },
              { limit: format.inr(summary.exemption.limitPaise, { decimals: 0 }) },
            )}
            amount={<Amount value={summary.exemption.usedPaise as Paise} />}
            onClick={() => open(exemptionLabel, long112A)}
          />
          <FigureRow
            label={intl.formatMessage({ id: 'capitalGains.exemptionLeft', defaultMessage: 'Exemption left' })}
            amount={<Amount value={summary.exemption.leftPaise as Paise} />}
            onClick={() => open(exemptionLabel, long112A)}
          />
        </List>
      </HeadedCard>
    </>
  );
}
