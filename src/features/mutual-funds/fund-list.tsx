import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

import { Amount } from '@/components/amount/amount';
import { paise } from '@/domain/money/paise';
import { gainBps } from '@/domain/mutual-funds/gain-share';
import type { FundPortfolioView } from '@/domain/mutual-funds/portfolio';

import { categoryText, heldInText, xirrText } from './fund-texts';
import { GainFigure } from './gain-figure';
import { HeadedCard } from './headed-card';
import { DIVIDED_ROW } from './list-row';
import { fundPath } from './paths';

/** Every fund of every folio, largest first; each opens the fund's page. Funds sold out come last. */
export function FundList({ funds }: { funds: FundPortfolioView['funds'] }) {
  const intl = useIntl();
  return (
    <HeadedCard
      headingId="mf-funds-heading"
      title={<FormattedMessage id="mutualFunds.funds.heading" defaultMessage="Your funds" />}
    >
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {funds.map(({ fund, position }) => (
          <Box component="li" key={`${fund.folioId}|${fund.isin}`} sx={DIVIDED_ROW}>
            <ButtonBase
              component={RouterLink}
              to={fundPath(fund.isin)}
              sx={{ width: '100%', textAlign: 'left', display: 'flex', gap: 1, py: 1.25, borderRadius: 1 }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }} translate="no">
                  {fund.name}
                </Typography>
                <Typography variant="caption" color="textSecondary" component="p">
                  <FormattedMessage
                    id="mutualFunds.funds.heldIn"
                    defaultMessage="{category} · {heldIn}"
                    values={{ category: categoryText(intl, fund.category), heldIn: heldInText(intl, fund) }}
                  />
                </Typography>
                {position.unitsMilli > 0 && (
                  <Typography variant="body2" component="p">
                    <GainFigure
                      gainPaise={position.gainPaise}
                      bps={gainBps(position.gainPaise, position.investedPaise)}
                    />
                  </Typography>
                )}
              </Box>
              <Box sx={{ textAlign: 'right' }}>
                <Typography sx={{ fontWeight: 700 }}>
                  <Amount value={paise(position.valuePaise)} />
                </Typography>
                <Typography variant="caption" color="textSecondary">
                  {position.unitsMilli > 0 ? (
                    <FormattedMessage
                      id="mutualFunds.funds.xirr"
                      defaultMessage="XIRR {rate}"
                      values={{ rate: xirrText(intl, position.xirr) }}
                    />
                  ) : (
                    <FormattedMessage id="mutualFunds.funds.soldOut" defaultMessage="All units sold" />
                  )}
                </Typography>
              </Box>
              <ChevronRight color="action" aria-hidden sx={{ alignSelf: 'center' }} />
            </ButtonBase>
          </Box>
        ))}
      </Box>
    </HeadedCard>
  );
}
