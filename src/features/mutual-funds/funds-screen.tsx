import Savings from '@mui/icons-material/Savings';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

import { fundPortfolioQueryOptions } from '@/api/endpoints/mutual-funds';
import { fundInputs } from '@/api/schemas/fund-inputs';
import type { FundPortfolio } from '@/api/schemas/mutual-funds';
import { EmptyPanel } from '@/components/feedback/empty-panel';
import { BlockSkeleton } from '@/components/feedback/list-skeleton';
import { PageHeader } from '@/components/layout/page-header';
import { fundPortfolio } from '@/domain/mutual-funds/portfolio';
import { findSips } from '@/domain/mutual-funds/sips';
import { APP_PATHS, linkAccountsPath } from '@/domain/navigation/app-paths';
import { isSignedIn } from '@/session/auth-token';

import { FundList } from './fund-list';
import { FundsSignIn, PortfolioGate } from './portfolio-gate';
import { PortfolioSummary } from './portfolio-summary';
import { ShareList } from './share-list';
import { SipList } from './sip-list';

/**
 * The mutual-funds area: what every folio is worth, what went in, the gain and the XIRR, by category
 * and by fund house, the SIPs running, and every fund, each opening its page. Worked out here from
 * the registrars' transactions (docs/mutual-funds.md).
 */
export function FundsScreen() {
  const intl = useIntl();
  const portfolio = useQuery(fundPortfolioQueryOptions());
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'mutualFunds.title', defaultMessage: 'Mutual funds' })} />
      {isSignedIn() ? (
        // A row of their own under the title: beside it, on a phone, they squeezed it onto two lines.
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: -1, mb: 2 }}>
          <Button component={RouterLink} to={APP_PATHS.mutualFundsImport} size="small" variant="outlined">
            <FormattedMessage id="mutualFunds.importCas" defaultMessage="Import a CAS" />
          </Button>
          <Button component={RouterLink} to={APP_PATHS.equityCapitalGains} size="small" variant="outlined">
            <FormattedMessage id="mutualFunds.capitalGains" defaultMessage="Capital gains" />
          </Button>
        </Box>
      ) : null}
      {!isSignedIn() ? (
        <FundsSignIn />
      ) : (
        <PortfolioGate
          query={portfolio}
          loading={
            <BlockSkeleton
              label={intl.formatMessage({
                id: 'mutualFunds.loading',
                defaultMessage: 'Loading your mutual funds',
              })}
              heights={[150, 220, 220]}
            />
          }
          isEmpty={(data) => data.folios.length === 0}
          empty={
            <EmptyPanel
              icon={<Savings fontSize="large" />}
              title={intl.formatMessage({
                id: 'mutualFunds.empty.title',
                defaultMessage: 'No mutual funds yet',
              })}
              message={intl.formatMessage({
                id: 'mutualFunds.empty.message',
                defaultMessage:
                  'Funds held with CAMS or KFintech show here once their folios are linked through the account aggregator.',
              })}
              // The way in is the account aggregator's mutual-funds flow, which offers the two registrars.
              action={
                <Button component={RouterLink} to={linkAccountsPath('mutual_funds')} variant="contained">
                  <FormattedMessage id="mutualFunds.empty.link" defaultMessage="Link your mutual funds" />
                </Button>
              }
            />
          }
        >
          {(data) => <Overview portfolio={data} />}
        </PortfolioGate>
      )}
    </>
  );
}

function Overview({ portfolio }: { portfolio: FundPortfolio }) {
  const intl = useIntl();
  const { summary, sips } = useMemo(() => {
    const funds = fundInputs(portfolio);
    return { summary: fundPortfolio(funds, portfolio.as_of), sips: findSips(funds, portfolio.as_of) };
  }, [portfolio]);
  return (
    <>
      <PortfolioSummary summary={summary} asOf={portfolio.as_of} />
      <SipList sips={sips} />
      <ShareList
        id="mf-by-category"
        title={intl.formatMessage({ id: 'mutualFunds.byCategory', defaultMessage: 'By category' })}
        shares={summary.byCategory}
        by="category"
      />
      <ShareList
        id="mf-by-amc"
        title={intl.formatMessage({ id: 'mutualFunds.byAmc', defaultMessage: 'By fund house' })}
        shares={summary.byAmc}
        by="amc"
      />
      <FundList funds={summary.funds} />
    </>
  );
}
