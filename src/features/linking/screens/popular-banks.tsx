import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';

import type { BankListItem } from '@/api/schemas/tracking';
import { visuallyHidden } from '@/components/a11y/visually-hidden';
import { BankAvatar } from '@/components/bank-avatar/bank-avatar';
import { shortBankName } from '@/domain/aa/bank-list';
import { LabelledSection } from '@/features/linking/ui/section-label';

/** Between the tile's short name and the full name read after it. */
const NAME_SEPARATOR = ', ';

/** The popular banks as a grid of toggles at the top of the bank list. */
export function PopularBanks({
  banks,
  isOn,
  onToggle,
}: {
  banks: readonly BankListItem[];
  isOn: (bank: BankListItem) => boolean;
  onToggle: (bank: BankListItem) => void;
}) {
  if (banks.length === 0) return null;
  return (
    <LabelledSection
      id="popular-heading"
      label={<FormattedMessage id="linking.popularBanks.title" defaultMessage="Popular" />}
      sx={{ mb: 3 }}
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(${banks.length <= 5 ? banks.length : 4}, 1fr)`,
          gap: 1,
          mt: 1,
        }}
      >
        {banks.map((bank) => (
          <ButtonBase
            key={bank.fip_id}
            aria-pressed={isOn(bank)}
            onClick={() => onToggle(bank)}
            sx={{
              flexDirection: 'column',
              gap: 0.75,
              py: 1.25,
              px: 0.5,
              borderRadius: '14px',
              border: 1,
              borderColor: isOn(bank) ? 'primary.main' : 'divider',
              bgcolor: isOn(bank) ? 'action.selected' : 'background.paper',
              position: 'relative',
            }}
          >
            {isOn(bank) && (
              <CheckCircle
                color="primary"
                sx={{ position: 'absolute', top: 4, right: 4, fontSize: 16 }}
                aria-hidden
              />
            )}
            <BankAvatar bankName={bank.name} fipId={bank.fip_id} size={36} />
            <Typography
              variant="caption"
              sx={{ lineHeight: 1.2, textAlign: 'center', px: 0.5 }}
              translate="no"
            >
              {shortBankName(bank.name)}
            </Typography>
            {/* The name starts with what is on screen (speech users say "SBI"), then the full name. */}
            {shortBankName(bank.name) !== bank.name && (
              <Box sx={visuallyHidden} translate="no">
                {NAME_SEPARATOR + bank.name}
              </Box>
            )}
          </ButtonBase>
        ))}
      </Box>
    </LabelledSection>
  );
}
