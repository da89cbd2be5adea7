import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';

import type { BankListItem } from '@/api/schemas/tracking';
import { BottomSheet } from '@/components/sheet/bottom-sheet';
import { LINKING_PAGE_NAMES } from '@/domain/aa/page-names';
import { useClickEvent, usePageEvent } from '@/features/linking/journey/analytics';
import { MainAction, OtherAction } from '@/features/linking/ui/action-buttons';
import { dataTag } from '@/features/linking/ui/data-tag';

/** What the sheet says: of a bank not known yet, or of a known one with its name and success rate. */
const ANY_BANK = defineMessages({
  title: { id: 'linking.lowRate.titleAny', defaultMessage: 'This bank often fails to link' },
  message: {
    id: 'linking.lowRate.messageAny',
    defaultMessage: 'Linking with this bank does not always work right now.',
  },
});
const NAMED_BANK = defineMessages({
  title: { id: 'linking.lowRate.title', defaultMessage: '{bank} often fails to link' },
  message: {
    id: 'linking.lowRate.message',
    defaultMessage:
      'Only {pct}% of attempts with <data>{bank}</data> succeed right now. You can still try; if it fails, nothing is shared and you can link another bank.',
  },
});

/**
 * "Low success rate" (docs/linking.md#screens): the bank often fails to share data; try anyway, or pick
 * another.
 */
export function LowSuccessRateSheet({
  open,
  bank,
  onTry,
  onChooseAnother,
}: {
  open: boolean;
  bank: BankListItem | null;
  onTry: () => void;
  onChooseAnother: (bank: BankListItem) => void;
}) {
  usePageEvent(LINKING_PAGE_NAMES.lowSuccessRate, open);
  const click = useClickEvent(LINKING_PAGE_NAMES.lowSuccessRate);
  const intl = useIntl();
  const words: Record<'title' | 'message', MessageDescriptor> = bank === null ? ANY_BANK : NAMED_BANK;
  return (
    <BottomSheet
      open={open}
      onClose={onTry}
      title={intl.formatMessage(words.title, { bank: bank?.name })}
      actions={
        <>
          <MainAction
            onClick={() => {
              click('try_anyway_clicked', { fip_id: bank?.fip_id ?? null });
              onTry();
            }}
          >
            <FormattedMessage id="linking.lowRate.tryAnyway" defaultMessage="Try anyway" />
          </MainAction>
          <OtherAction
            disabled={bank === null}
            onClick={() => {
              if (bank === null) return;
              click('choose_another_clicked', { fip_id: bank.fip_id });
              onChooseAnother(bank);
            }}
          >
            <FormattedMessage id="linking.lowRate.chooseAnother" defaultMessage="Choose another bank" />
          </OtherAction>
        </>
      }
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <WarningAmberRounded color="warning" aria-hidden />
        <Typography color="textSecondary">
          <FormattedMessage
            {...words.message}
            values={{ pct: bank?.success_rate_pct, bank: bank?.name, data: dataTag }}
          />
        </Typography>
      </Box>
    </BottomSheet>
  );
}
