import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';

import { fundPortfolioQueryOptions } from '@/api/endpoints/mutual-funds';
import { fundInputs } from '@/api/schemas/fund-inputs';
import type { FundPortfolio } from '@/api/schemas/mutual-funds';
import { Amount } from '@/components/amount/amount';
import { FactList } from '@/components/facts/fact-list';
import { BlockSkeleton } from '@/components/feedback/list-skeleton';
import { PageHeader } from '@/components/layout/page-header';
import { paise } from '@/domain/money/paise';
import { fundPosition } from '@/domain/mutual-funds/fund-position';
import { gainBps } from '@/domain/mutual-funds/gain-share';
import { navActions } from '@/domain/mutual-funds/nav-adjust';
import { useFormat } from '@/i18n/use-format';
import { isSignedIn } from '@/session/auth-token';

import { categoryText, heldInText, xirrText } from './fund-texts';
import { FundTransactions } from './fund-transactions';
import { GainFigure } from './gain-figure';
import { NavChart } from './nav-chart';
import { FundsSignIn, PortfolioGate } from './portfolio-gate';
import { navText, unitsText } from './unit-texts';

/**
 * One scheme across the customer's folios: what they hold and what it made, the facts of the
 * scheme, its NAV over time and every transaction.
 */
export function FundScreen() {
  const intl = useIntl();
  const { isin = '' } = useParams();
  const portfolio = useQuery(fundPortfolioQueryOptions());
  const title = intl.formatMessage({ id: 'mutualFunds.fund.title', defaultMessage: 'Fund' });
  if (!isSignedIn()) {
    return (
      <>
        <PageHeader title={title} />
        <FundsSignIn />
      </>
    );
  }
  return (
    <PortfolioGate
      query={portfolio}
      loading={
        <>
          <PageHeader title={title} />
          <BlockSkeleton
            label={intl.formatMessage({ id: 'mutualFunds.fund.loading', defaultMessage: 'Loading the fund' })}
            heights={[150, 200, 240]}
          />
        </>
      }
    >
      {(data) => <Fund portfolio={data} isin={isin} />}
    </PortfolioGate>
  );
}

function Fund({ portfolio, isin }: { portfolio: FundPortfolio; isin: string }) {
  const intl = useIntl();
  const { dayMonthYear } = useFormat();
  const holdings = useMemo(
    () => fundInputs(portfolio).filter((fund) => fund.isin === isin),
    [portfolio, isin],
  );
  const scheme = portfolio.folios.flatMap((folio) => folio.schemes).find((s) => s.isin === isin);
  if (scheme === undefined || holdings.length === 0) {
    return (
      <>
        <PageHeader title={intl.formatMessage({ id: 'mutualFunds.fund.title', defaultMessage: 'Fund' })} />
        <Card sx={{ p: 3 }}>
          <Typography role="alert">
            <FormattedMessage
              id="mutualFunds.fund.notFound"
              defaultMessage="This fund is not in any of your folios."
            />
          </Typography>
        </Card>
      </>
    );
  }
  const positions = holdings.map((fund) => ({ fund, position: fundPosition(fund, portfolio.as_of) }));
  const sum = (pick: (p: (typeof positions)[number]['position']) => number) =>
    positions.reduce((total, { position }) => total + pick(position), 0);
  const value = sum((p) => p.valuePaise);
  const invested = sum((p) => p.investedPaise);
  const gain = sum((p) => p.gainPaise);
  const units = sum((p) => p.unitsMilli);
  return (
    <>
      <PageHeader title={scheme.name} titleIsData />
      <Card component="section" aria-labelledby="fund-value-heading" sx={{ p: { xs: 2.5, sm: 3 }, mb: 2 }}>
        <Typography id="fund-value-heading" variant="overline" component="h2" color="textSecondary">
          <FormattedMessage id="mutualFunds.value" defaultMessage="Current value" />
        </Typography>
        <Typography component="p" sx={{ fontSize: { xs: 30, sm: 36 }, fontWeight: 800, lineHeight: 1.2 }}>
          <Amount value={paise(value)} />
        </Typography>
        {units > 0 && (
          <Typography variant="body2" sx={{ mb: 2 }}>
            <GainFigure gainPaise={gain} bps={gainBps(gain, invested)} />
          </Typography>
        )}
        <FactList
          label={intl.formatMessage({ id: 'mutualFunds.fund.figures', defaultMessage: 'Your holding' })}
          facts={[
            [
              intl.formatMessage({ id: 'mutualFunds.fund.units', defaultMessage: 'Units' }),
              unitsText(intl, units),
            ],
            [
              intl.formatMessage(
                { id: 'mutualFunds.fund.navOn', defaultMessage: 'NAV on {day}' },
                { day: dayMonthYear(scheme.nav_day) },
              ),
              navText(intl, scheme.nav_hundredth_paise),
            ],
            [
              intl.formatMessage({ id: 'mutualFunds.invested', defaultMessage: 'Invested' }),
              <Amount value={paise(invested)} />,
            ],
            [
              intl.formatMessage({ id: 'mutualFunds.xirr', defaultMessage: 'XIRR (annual return)' }),
              xirrText(intl, positions.length === 1 ? positions[0]!.position.xirr : null),
            ],
          ]}
        />
      </Card>
      <NavChart isin={isin} actions={navActions(holdings.flatMap((fund) => fund.lines))} />
      <Card component="section" aria-labelledby="fund-facts-heading" sx={{ p: 2, mb: 2 }}>
        <Typography id="fund-facts-heading" variant="h3" component="h2" sx={{ mb: 1.5 }}>
          <FormattedMessage id="mutualFunds.fund.about" defaultMessage="About the fund" />
        </Typography>
        <FactList
          facts={[
            [
              intl.formatMessage({ id: 'mutualFunds.fund.amc', defaultMessage: 'Fund house' }),
              <span translate="no">{scheme.amc}</span>,
            ],
            [
              intl.formatMessage({ id: 'mutualFunds.fund.category', defaultMessage: 'Category' }),
              <FormattedMessage
                id="mutualFunds.fund.categoryValue"
                defaultMessage="{category} · {subCategory}"
                values={{
                  category: categoryText(intl, scheme.category),
                  subCategory: <span translate="no">{scheme.sub_category}</span>,
                }}
              />,
            ],
            [
              intl.formatMessage({ id: 'mutualFunds.fund.planOption', defaultMessage: 'Plan and option' }),
              intl.formatMessage(
                {
                  id: 'mutualFunds.fund.planOptionValue',
                  defaultMessage:
                    '{plan, select, direct {Direct} other {Regular}} · {option, select, growth {Growth} other {IDCW}}',
                },
                { plan: scheme.plan, option: scheme.option },
              ),
            ],
            [
              intl.formatMessage({ id: 'mutualFunds.fund.isin', defaultMessage: 'ISIN' }),
              <span translate="no">{isin}</span>,
            ],
            [
              intl.formatMessage({ id: 'mutualFunds.fund.heldIn', defaultMessage: 'Held in' }),
              holdings.map((fund) => heldInText(intl, fund)).join(', '),
            ],
          ]}
        />
      </Card>
      <FundTransactions holdings={holdings} />
    </>
  );
}
