import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import type { BankListItem } from '@/api/schemas/tracking';
import { BankAvatar } from '@/components/bank-avatar/bank-avatar';
import { shortBankName } from '@/domain/aa/bank-list';
import { dataTag } from '@/features/linking/ui/data-tag';
import { HiddenLabel } from '@/features/linking/ui/hidden-label';

/**
 * One bank of the bank list. One control per row: the checkbox, labelled by the whole row (a
 * `label`), so the row is not a button wrapped around a second control.
 */
export function BankRow({ bank, on, onToggle }: { bank: BankListItem; on: boolean; onToggle: () => void }) {
  const intl = useIntl();
  const rowId = useId();
  const down = bank.status !== 'ACTIVE';
  return (
    <ListItem disablePadding>
      <Box
        component="label"
        sx={{
          display: 'flex',
          alignItems: 'center',
          width: '100%',
          minWidth: 0,
          py: 1,
          px: 1,
          borderRadius: '12px',
          cursor: down ? 'default' : 'pointer',
          opacity: down ? 0.6 : 1,
          bgcolor: on ? 'action.selected' : 'transparent',
          '&:hover': down ? undefined : { bgcolor: 'action.hover' },
          '&:has(input:focus-visible)': { outline: 2, outlineColor: 'primary.main' },
        }}
      >
        <ListItemIcon sx={{ minWidth: 52 }}>
          <BankAvatar bankName={bank.name} fipId={bank.fip_id} />
        </ListItemIcon>
        <ListItemText
          primary={bank.kind === 'DEPOSITORY' ? shortBankName(bank.name) : bank.name}
          secondary={
            bank.kind === 'DEPOSITORY' ? (
              <span translate="no">{bank.name.replace(/ \(.*\)$/, '')}</span>
            ) : down ? (
              intl.formatMessage({
                id: 'linking.bankList.unavailable',
                defaultMessage: 'Temporarily unavailable',
              })
            ) : bank.low_success_rate ? (
              intl.formatMessage(
                {
                  id: 'linking.bankList.lowRate',
                  defaultMessage: 'Low success rate ({pct}%)',
                },
                { pct: bank.success_rate_pct },
              )
            ) : undefined
          }
          slotProps={{ primary: { noWrap: true, translate: 'no' } }}
          sx={{ minWidth: 0 }}
        />
        {bank.tracked && (
          <Chip
            size="small"
            label={intl.formatMessage({
              id: 'linking.bankList.tracked',
              defaultMessage: 'Tracked',
            })}
            sx={{ mr: 1 }}
          />
        )}
        <HiddenLabel id={`${rowId}`}>
          <FormattedMessage
            id="linking.bankList.selectBank"
            defaultMessage="Select <data>{bank}</data>"
            values={{ bank: bank.name, data: dataTag }}
          />
        </HiddenLabel>
        <Checkbox
          edge="end"
          checked={on}
          disabled={down}
          onChange={onToggle}
          slotProps={{ input: { 'aria-labelledby': `${rowId}` } }}
        />
      </Box>
    </ListItem>
  );
}
