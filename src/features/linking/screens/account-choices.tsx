import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { BankAvatar } from '@/components/bank-avatar/bank-avatar';
import type { AccountChoice, SelectableAccount } from '@/domain/aa/account-selection';
import { accountLabelIn } from '@/features/linking/ui/account-label';
import { dataTag } from '@/features/linking/ui/data-tag';
import { HiddenLabel } from '@/features/linking/ui/hidden-label';

/** The accounts found at one bank, each ticked to link (those already tracked stay ticked, disabled). */
export function AccountChoices({
  group,
  unit,
  choices,
  chosen,
  onChoose,
}: {
  group: { fip_id: string; fip_name: string };
  unit: 'cards' | 'accounts';
  choices: readonly AccountChoice<SelectableAccount>[];
  chosen: readonly string[];
  onChoose: (refs: string[]) => void;
}) {
  const intl = useIntl();
  const foundId = useId();
  const choose = onChoose;
  return (
    <Card component="section" aria-labelledby={foundId} sx={{ p: 1.5, mb: 2.5 }}>
      {/* The name is read from hidden text, so the bank's name can be marked as data. */}
      <HiddenLabel id={foundId}>
        <FormattedMessage
          id="linking.bankOtp.foundAt"
          defaultMessage="Accounts found at <data>{bank}</data>"
          values={{ bank: group.fip_name, data: dataTag }}
        />
      </HiddenLabel>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
        <BankAvatar bankName={group.fip_name} fipId={group.fip_id} size={36} />
        <Typography variant="h3" component="h2" sx={{ flex: 1 }}>
          <FormattedMessage
            id="linking.bankOtp.found"
            defaultMessage="{unit, select, cards {{count, plural, =1 {# card found} other {# cards found}}} other {{count, plural, =1 {# account found} other {# accounts found}}}}"
            values={{ unit, count: choices.length }}
          />
        </Typography>
      </Box>
      <Stack>
        {choices.map((choice) => {
          const ref = choice.account.accRefNumber;
          return (
            <FormControlLabel
              key={ref}
              disabled={!choice.selectable}
              control={
                <Checkbox
                  checked={chosen.includes(ref) || choice.account.trackingAtKosh}
                  onChange={(event) =>
                    choose(event.target.checked ? [...chosen, ref] : chosen.filter((r) => r !== ref))
                  }
                />
              }
              label={
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <span className="tabular-nums">{accountLabelIn(intl, choice.account)}</span>
                  {choice.account.trackingAtKosh && (
                    <Chip
                      size="small"
                      label={intl.formatMessage({
                        id: 'linking.bankOtp.alreadyTracked',
                        defaultMessage: 'Already tracked',
                      })}
                    />
                  )}
                </Box>
              }
              sx={{ mx: 0, py: 0.25 }}
            />
          );
        })}
      </Stack>
    </Card>
  );
}
