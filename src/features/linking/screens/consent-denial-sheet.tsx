import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { BottomSheet } from '@/components/sheet/bottom-sheet';
import type { FlowType } from '@/domain/aa/flow-type';
import { CONSENT_DENIAL_REASONS, type ConsentDenialReason } from '@/domain/aa/journey';
import { LINKING_PAGE_NAMES } from '@/domain/aa/page-names';
import { useClickEvent, usePageEvent } from '@/features/linking/journey/analytics';
import { MainAction, OtherAction } from '@/features/linking/ui/action-buttons';

/**
 * "Consent denial nudge and reason" (docs/linking.md#screens): one gentle nudge (what is lost, that data
 * stays read-only), then why; the reason is posted with the denial.
 */
export function ConsentDenialSheet({
  open,
  onApprove,
  onDeny,
  onClose,
  flow,
}: {
  open: boolean;
  onApprove: () => void;
  onDeny: (reason: ConsentDenialReason) => void;
  onClose: () => void;
  flow: FlowType;
}) {
  const [reason, setReason] = useState<ConsentDenialReason | null>(null);
  usePageEvent(LINKING_PAGE_NAMES.consentDenial, open);
  const click = useClickEvent(LINKING_PAGE_NAMES.consentDenial);
  const intl = useIntl();
  return (
    <BottomSheet
      open={open}
      onClose={onClose}
      title={intl.formatMessage({ id: 'linking.consentDenial.title', defaultMessage: 'Are you sure?' })}
      actions={
        <>
          <MainAction
            onClick={() => {
              click('approve_instead_clicked');
              onApprove();
            }}
          >
            <FormattedMessage id="linking.consentDenial.approveInstead" defaultMessage="Approve instead" />
          </MainAction>
          <OtherAction
            variant="outlined"
            disabled={reason === null}
            onClick={() => {
              if (reason === null) return;
              click('consent_denied', { reason });
              onDeny(reason);
            }}
          >
            <FormattedMessage id="linking.consentDenial.deny" defaultMessage="Deny consent" />
          </OtherAction>
        </>
      }
    >
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        <FormattedMessage
          id="linking.consentDenial.nudge"
          defaultMessage="Without your consent you miss {flow, select, savings {spending insights across your banks} equity {portfolio insights across your brokers} insurance {your cover and renewal dates in one place} us_stocks {income verification for US stocks} fno {F&O activation} other {your card bills and due dates in one place}}. Kosh can only read your data, and you can revoke the consent any time."
          values={{ flow }}
        />
      </Typography>
      <Typography id="denial-reason" variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        <FormattedMessage id="linking.consentDenial.why" defaultMessage="Tell us why you are denying" />
      </Typography>
      <RadioGroup
        aria-labelledby="denial-reason"
        value={reason ?? ''}
        onChange={(event) => setReason(event.target.value as ConsentDenialReason)}
      >
        {CONSENT_DENIAL_REASONS.map((option) => (
          <FormControlLabel
            key={option.id}
            value={option.id}
            control={<Radio />}
            label={intl.formatMessage(option.label)}
          />
        ))}
      </RadioGroup>
    </BottomSheet>
  );
}
