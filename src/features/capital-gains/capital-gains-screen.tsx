import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';

import { tradeHistoryQueryOptions } from '@/api/endpoints/capital-gains';
import type { TradeHistory } from '@/api/schemas/capital-gains';
import { BlockSkeleton } from '@/components/feedback/list-skeleton';
import { QueryGate } from '@/components/feedback/query-gate';
import { SignInCard } from '@/components/feedback/sign-in-card';
import { PageHeader } from '@/components/layout/page-header';
import { todayInIndia } from '@/components/time/today-in-india';
import {
  equityGains,
  financialYearFromText,
  financialYearText,
  gainsYears,
  type GainsPiece,
} from '@/domain/capital-gains/from-trades';
import { piecesInYear, yearGains } from '@/domain/capital-gains/year-summary';
import { financialYearStart } from '@/domain/dates/financial-year';
import { isSignedIn } from '@/session/auth-token';

import { Export112AButton } from './export-112a-button';
import { yearText } from './gains-texts';
import { LotsDialog } from './lots-dialog';
import { SalesList } from './sales-list';
import { YearSummary } from './year-summary';

/** What the lots dialog shows: a title and the pieces behind a figure or a sale. */
export type OpenLots = { title: string; pieces: readonly GainsPiece[] };

const FY_PARAM = 'fy';

/**
 * Capital gains on listed shares for one financial year, worked out here from every trade of the
 * customer's demat accounts (docs/decisions/0025): the short- and long-term totals, the tax at each
 * rate, the section 112A exemption, and every sale, each opening the lots it was matched to.
 */
export function CapitalGainsScreen() {
  const intl = useIntl();
  const history = useQuery(tradeHistoryQueryOptions());
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'capitalGains.title', defaultMessage: 'Capital gains' })} />
      {!isSignedIn() ? (
        <SignInCard
          message={intl.formatMessage({
            id: 'capitalGains.signIn',
            defaultMessage: 'Sign in to see the capital gains of your shares.',
          })}
        />
      ) : (
        <QueryGate
          query={history}
          errorHidesData
          errorTitle={intl.formatMessage({
            id: 'capitalGains.error',
            defaultMessage: 'Your trades could not load',
          })}
          loading={
            <BlockSkeleton
              label={intl.formatMessage({
                id: 'capitalGains.loading',
                defaultMessage: 'Loading your trades',
              })}
              heights={[56, 200, 160, 160]}
            />
          }
        >
          {(data) => <YearGains history={data} />}
        </QueryGate>
      )}
    </>
  );
}

function YearGains({ history }: { history: TradeHistory }) {
  const intl = useIntl();
  const [query, setQuery] = useSearchParams();
  const [open, setOpen] = useState<OpenLots | null>(null);
  const { pieces, sales } = useMemo(
    () =>
      equityGains(
        history.accounts.map((account) => ({
          accountId: account.account_id,
          brokerName: account.broker_name,
          trades: account.trades.map((trade) => ({
            isin: trade.isin,
            symbol: trade.symbol,
            companyName: trade.company_name,
            side: trade.side,
            quantity: trade.quantity,
            pricePaise: trade.price_paise,
            tradedAt: trade.traded_at,
          })),
        })),
        new Map(history.prices_2018.map((price) => [price.isin, price.price_paise])),
      ),
    [history],
  );
  const today = todayInIndia();
  const years = gainsYears(
    sales.map((sale) => sale.saleDay),
    today,
  );
  const asked = financialYearFromText(query.get(FY_PARAM));
  const year = asked !== null && years.includes(asked) ? asked : financialYearStart(today);
  const summary = yearGains(pieces, year);
  const yearPieces = piecesInYear(pieces, year);
  const yearSales = sales.filter((sale) => financialYearStart(sale.saleDay) === year);
  return (
    <>
      <TextField
        select
        label={intl.formatMessage({ id: 'capitalGains.year', defaultMessage: 'Financial year' })}
        value={String(year)}
        onChange={(event) =>
          setQuery(
            (params) => {
              params.set(FY_PARAM, financialYearText(Number(event.target.value)));
              return params;
            },
            { replace: true },
          )
        }
        slotProps={{ select: { native: true } }}
        fullWidth
        sx={{ mb: 2 }}
      >
        {years.map((start) => (
          <option key={start} value={String(start)}>
            {yearText(intl, start)}
          </option>
        ))}
      </TextField>
      <YearSummary summary={summary} pieces={yearPieces} onOpen={setOpen} />
      <SalesList accounts={history.accounts} sales={yearSales} onOpen={setOpen} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2, mb: 2 }}>
        <FormattedMessage
          id="capitalGains.note"
          defaultMessage="Worked out from the trades of your linked demat accounts, first in first out. Tax is before surcharge and the 4% cess; losses carried forward from earlier years and expenses of selling are not counted. Slab-rate gains are added to your income."
        />
      </Typography>
      <Export112AButton pieces={yearPieces} year={year} />
      <LotsDialog open={open} onClose={() => setOpen(null)} />
    </>
  );
}
