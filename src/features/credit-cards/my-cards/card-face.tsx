import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';

import type { CreditCard } from '@/api/schemas/credit-cards';
import { networkLabel } from '@/domain/cards/card-text';
import { stablePick } from '@/domain/text/stable-pick';

// Deep, high-contrast gradients (white text ≥ 4.5:1), picked per issuer so each card is recognisable.
const FACES: readonly [string, ...string[]] = [
  'linear-gradient(135deg, #1d2b53 0%, #2f4f8f 100%)',
  'linear-gradient(135deg, #5b1a1a 0%, #9c3b22 100%)',
  'linear-gradient(135deg, #0b3d2e 0%, #1f6f54 100%)',
  'linear-gradient(135deg, #3a1f5d 0%, #6a3d9a 100%)',
  'linear-gradient(135deg, #232323 0%, #4a4a4a 100%)',
];

/** The card as it looks in a wallet: issuer, name, the last four digits and the network. */
export function CardFace({ card }: { card: CreditCard }) {
  const intl = useIntl();
  const network = networkLabel(card.network);
  const digits = `•••• ${card.last4}`;
  return (
    <Box
      sx={{
        color: '#ffffff',
        background: stablePick(card.issuer, FACES),
        borderRadius: '16px',
        p: 2.5,
        aspectRatio: '1.9 / 1',
        maxHeight: 200,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
      }}
    >
      <Box>
        <Typography
          component="h3"
          translate="no"
          sx={{ fontWeight: 700, fontSize: '1.1rem', color: 'inherit' }}
        >
          {card.issuer}
        </Typography>
        <Typography variant="body2" translate="no" sx={{ color: 'inherit', opacity: 0.85 }}>
          {card.card_name}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end' }}>
        <Typography
          className="tabular-nums"
          aria-label={intl.formatMessage(
            { id: 'creditCards.card.ending', defaultMessage: 'Card ending {last4}' },
            { last4: card.last4 },
          )}
          sx={{ color: 'inherit', letterSpacing: '0.14em', fontSize: '1.05rem', whiteSpace: 'nowrap' }}
        >
          {digits}
        </Typography>
        {network !== '' && (
          <Typography translate="no" sx={{ color: 'inherit', fontWeight: 800, fontStyle: 'italic' }}>
            {network}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
