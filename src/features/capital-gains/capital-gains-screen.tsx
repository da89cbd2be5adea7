import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';

import { equityAccounts, tradeHistoryQueryOptions } from '@/api/endpoints/capital-gains';
import { fundPortfolioQueryOptions } from '@/api/endpoints/mutual-funds';
import { consolidatedHoldingsQueryOptions } from '@/api/endpoints/stocks-widget';
import type { TradeHistory } from '@/api/schemas/capital-gains';
import { folioDepository, fundInputs } from '@/api/schemas/fund-inputs';
import type { FundPortfolio } from '@/api/schemas/mutual-funds';
import { BlockSkeleton } from '@/components/feedback/list-skeleton';
import { QueryGate } from '@/components/feedback/query-gate';
import { SignInCard } from '@/components/feedback/sign-in-card';
import { PageHeader } from '@/components/layout/page-header';
import { todayInIndia } from '@/components/time/today-in-india';
import { fundGains } from '@/domain/capital-gains/from-fund-lines';
import {
  equityGains,
  financialYearFromText,
  financialYearText,
  gainsYears,
} from '@/domain/capital-gains/from-trades';
import { harvestHint } from '@/domain/capital-gains/harvest';
import { MILLI_UNITS_PER_UNIT } from '@/domain/capital-gains/lots';
import type { Schedule112APiece } from '@/domain/capital-gains/schedule-112a';
import { piecesInYear, yearGains } from '@/domain/capital-gains/year-summary';
import { financialYearStart } from '@/domain/dates/financial-year';
import { isSignedIn } from '@/session/auth-token';

import { Export112AButton } from './export-112a-button';
import { ExportSalesButton } from './export-sales-button';
import { ExportSalesPdfButton } from './export-sales-pdf-button';
import { yearText } from './gains-texts';
import { HarvestCard, type NamedHeldLot } from './harvest-card';
import { heldHoldings } from './held-holdings';
import { LotsDialog } from './lots-dialog';
import { SalesList } from './sales-list';
import { UnrealisedGains } from './unrealised-gains';
import { YearSummary } from './year-summary';

const GATE = defineMessages({
  error: { id: 'capitalGains.error', defaultMessage: 'Your trades and fund transactions could not load' },
});

/** A matched piece of a sale of shares (in a demat account) or of fund units (in a folio). */
export type SoldPiece = Schedule112APiece & { holdingId: string; fund: boolean };

/** What the lots dialog shows: a title and the pieces behind a figure or a sale. */
export type OpenLots = { title: string; pieces: readonly SoldPiece[] };

/** The two answers gains are worked out from, as one query for the gate. */
type Sources = { history: TradeHistory; funds: FundPortfolio };

const FY_PARAM = 'fy';

/**
 * Capital gains on listed shares and mutual funds for one financial year, worked out here from
 * every trade of the customer's demat accounts and every transaction of their folios
 * (docs/decisions/0025): the short- and long-term totals, the tax at each
 * rate, the section 112A exemption, and every sale, each opening the lots it was matched to.
 */
export function CapitalGainsScreen() {
  const intl = useIntl();
  const history = useQuery(tradeHistoryQueryOptions());
  const funds = useQuery(fundPortfolioQueryOptions());
  // Both answers, or the first failure: a year's figures from half the sales would mislead.
  const sources = {
    data:
      history.data === undefined || funds.data === undefined
        ? undefined
        : { history: history.data, funds: funds.data },
    error: history.error ?? funds.error,
    isError: history.isError || funds.isError,
    refetch: () => Promise.all([history.refetch(), funds.refetch()]),
  };
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'capitalGains.title', defaultMessage: 'Capital gains' })} />
      {!isSignedIn() ? (
        <SignInCard
          message={intl.formatMessage({
            id: 'capitalGains.signIn',
            defaultMessage: 'Sign in to see the capital gains of your shares and funds.',
          })}
        />
      ) : (
        <QueryGate
          query={sources}
          errorHidesData
          messages={GATE}
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
          {(data: Sources) => <YearGains {...data} />}
        </QueryGate>
      )}
    </>
  );
}

function YearGains({ history, funds }: Sources) {
  const intl = useIntl();
  const [query, setQuery] = useSearchParams();
  const [open, setOpen] = useState<OpenLots | null>(null);
  const { pieces, sales } = useMemo(() => {
    const equity = equityGains(
      equityAccounts(history),
      new Map(history.prices_2018.map((price) => [price.isin, price.price_paise])),
    );
    const fund = fundGains(fundInputs(funds));
    const shares = (piece: (typeof equity.pieces)[number]): SoldPiece => ({
      ...piece,
      holdingId: piece.accountId,
      fund: false,
    });
    const units = (piece: (typeof fund.pieces)[number]): SoldPiece => ({
      ...piece,
      holdingId: piece.folioId,
      fund: true,
    });
    return {
      pieces: [...equity.pieces.map(shares), ...fund.pieces.map(units)],
      sales: [
        ...equity.sales.map((sale) => ({
          ...sale,
          holdingId: sale.accountId,
          pieces: sale.pieces.map(shares),
        })),
        ...fund.sales.map((sale) => ({ ...sale, holdingId: sale.folioId, pieces: sale.pieces.map(units) })),
      ],
    };
  }, [history, funds]);
  // Today's share prices from the holdings answer; until it comes (or if it fails) shares are left
  // out of what is held, and funds, valued at the NAV in their own answer, still show.
  const prices = useQuery(consolidatedHoldingsQueryOptions());
  const holdingNames = useMemo(
    () =>
      new Map([
        ...history.accounts.map((account) => [account.account_id, account.broker_name] as const),
        ...funds.folios.map(
          (folio) =>
            [
              folio.folio_id,
              intl.formatMessage(
                {
                  id: 'capitalGains.heldAt',
                  defaultMessage:
                    '{amc} · {depository, select, CDSL {CDSL demat {number}} NSDL {NSDL demat {number}} other {folio {number}}}',
                },
                { amc: folio.amc, depository: folioDepository(folio) ?? 'folio', number: folio.folio_number },
              ),
            ] as const,
        ),
      ]),
    [history, funds, intl],
  );
  const today = todayInIndia();
  const held = useMemo(
    () => heldHoldings({ history, funds, prices: prices.data, holdingNames, today }),
    [history, funds, prices.data, holdingNames, today],
  );
  const years = gainsYears(
    sales.map((sale) => sale.saleDay),
    today,
  );
  const asked = financialYearFromText(query.get(FY_PARAM));
  const year = asked !== null && years.includes(asked) ? asked : financialYearStart(today);
  const summary = yearGains(pieces, year);
  const yearPieces = piecesInYear(pieces, year);
  const yearSales = sales.filter((sale) => financialYearStart(sale.saleDay) === year);
  const current = year === financialYearStart(today);
  const hint = current
    ? harvestHint(
        summary,
        held.flatMap((holding) =>
          holding.holding.lots.map((lot): NamedHeldLot => ({
            ...lot,
            isin: holding.isin,
            name: holding.name,
            holdingName: holding.holdingName,
            fund: holding.fund,
            // Whole shares only; fund units to the thousandth.
            unitStep: holding.fund ? 1 : MILLI_UNITS_PER_UNIT,
          })),
        ),
      )
    : null;
  const csvPieces = yearPieces.map((piece) => ({
    ...piece,
    holding: holdingNames.get(piece.holdingId) ?? '',
  }));
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
      {/* Right under the year's figures it acts on, before the long lists. */}
      {hint !== null && <HarvestCard hint={hint} />}
      <SalesList
        holdings={[
          ...history.accounts.map((account) => ({
            id: account.account_id,
            name: account.broker_name,
            detail: account.depository,
          })),
          ...funds.folios.map((folio) => ({
            id: folio.folio_id,
            name: folio.amc,
            detail: intl.formatMessage(
              {
                id: 'capitalGains.heldIn',
                defaultMessage:
                  '{depository, select, CDSL {CDSL demat {number}} NSDL {NSDL demat {number}} other {folio {number}}}',
              },
              { depository: folioDepository(folio) ?? 'folio', number: folio.folio_number },
            ),
          })),
        ]}
        sales={yearSales}
        onOpen={setOpen}
      />
      <Typography variant="body2" color="textSecondary" sx={{ mt: 2, mb: 2 }}>
        <FormattedMessage
          id="capitalGains.note"
          defaultMessage="Worked out from the trades of your linked demat accounts and the transactions of your mutual-fund folios, first in first out. Tax is before surcharge and the 4% cess; losses carried forward from earlier years and expenses of selling are not counted. Slab-rate gains are added to your income."
        />
      </Typography>
      {current && <UnrealisedGains holdings={held} />}
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Export112AButton pieces={yearPieces} year={year} />
        <ExportSalesButton pieces={csvPieces} year={year} />
        <ExportSalesPdfButton pieces={csvPieces} year={year} />
      </Box>
      <LotsDialog open={open} onClose={() => setOpen(null)} />
    </>
  );
}
