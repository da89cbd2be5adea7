import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';

import { creditCardKeys, unlockRefusalOf, unlockStatement } from '@/api/endpoints/credit-cards';
import type { CardStatement } from '@/api/schemas/credit-cards';
import { errorTextOf } from '@/components/feedback/error-text';
import { requireNetwork } from '@/components/network/use-network-required';
import { useFormat } from '@/i18n/use-format';
import { presentToast } from '@/native/toast';

export type UnlockStatementDialogProps = {
  open: boolean;
  /** e.g. "HDFC Bank Regalia Gold ••4521". */
  cardLabel: string;
  statement: CardStatement;
  passwordHint: string;
  onClose: () => void;
};

/** The customer-facing reason an unlock failed. */
function failureText(error: unknown, intl: IntlShape): string {
  const refusal = unlockRefusalOf(error);
  if (refusal?.kind === 'wrong-password') {
    return refusal.attemptsLeft > 0
      ? intl.formatMessage(
          {
            id: 'creditCards.unlock.wrongPassword',
            defaultMessage:
              'That password did not open the statement. {count, plural, one {# try} other {# tries}} left.',
          },
          { count: refusal.attemptsLeft },
        )
      : intl.formatMessage({
          id: 'creditCards.unlock.wrongPasswordLast',
          defaultMessage:
            'That password did not open the statement. Too many wrong tries: please wait 30 minutes.',
        });
  }
  if (refusal?.kind === 'too-many-attempts') {
    return intl.formatMessage({
      id: 'creditCards.unlock.tooMany',
      defaultMessage: 'Too many wrong passwords. For your safety, try again in 30 minutes.',
    });
  }
  return errorTextOf(error);
}

/**
 * Unlocks a password-protected statement PDF (POST /unlock-statement, docs/product.md#other-services). The
 * password is sent once and kept nowhere: not in state after closing, not in the URL, not in any log.
 */
export function UnlockStatementDialog({
  open,
  cardLabel,
  statement,
  passwordHint,
  onClose,
}: UnlockStatementDialogProps) {
  const intl = useIntl();
  const format = useFormat();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const mutation = useMutation({
    mutationFn: unlockStatement,
    onSuccess: async () => {
      presentToast(
        'success',
        intl.formatMessage({ id: 'creditCards.unlock.done', defaultMessage: 'Statement unlocked' }),
      );
      onClose();
      await queryClient.invalidateQueries({ queryKey: creditCardKeys.all });
    },
  });
  const lockedOut =
    unlockRefusalOf(mutation.error)?.kind === 'too-many-attempts' ||
    (unlockRefusalOf(mutation.error)?.attemptsLeft === 0 &&
      unlockRefusalOf(mutation.error)?.kind === 'wrong-password');
  const error = mutation.isError ? failureText(mutation.error, intl) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (
      password === '' ||
      mutation.isPending ||
      !requireNetwork(
        intl.formatMessage({ id: 'creditCards.unlock.needsNetwork', defaultMessage: 'unlock the statement' }),
      )
    )
      return;
    mutation.mutate({ statementId: statement.statement_id, password });
  }

  const period = `${format.dayMonth(statement.period_start)} – ${format.dayMonthYear(statement.period_end)}`;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="unlock-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="unlock-title">
          <FormattedMessage id="creditCards.unlock.title" defaultMessage="Unlock statement" />
        </DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
            <FormattedMessage
              id="creditCards.unlock.intro"
              defaultMessage="{card}, statement for {period}. The bank protects the PDF with a password; enter it once and Kosh shows every transaction."
              values={{ card: <span translate="no">{cardLabel}</span>, period }}
            />
          </Typography>
          <TextField
            autoFocus
            fullWidth
            label={intl.formatMessage({
              id: 'creditCards.unlock.password',
              defaultMessage: 'Statement password',
            })}
            type={visible ? 'text' : 'password'}
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              if (mutation.isError) mutation.reset();
            }}
            autoComplete="off"
            error={error !== null}
            helperText={error ?? passwordHint}
            disabled={lockedOut}
            slotProps={{
              htmlInput: { autoCapitalize: 'none', spellCheck: false, maxLength: 128 },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      aria-label={
                        visible
                          ? intl.formatMessage({
                              id: 'creditCards.unlock.hidePassword',
                              defaultMessage: 'Hide password',
                            })
                          : intl.formatMessage({
                              id: 'creditCards.unlock.showPassword',
                              defaultMessage: 'Show password',
                            })
                      }
                      onClick={() => setVisible((v) => !v)}
                      edge="end"
                    >
                      {visible ? <VisibilityOff /> : <Visibility />}
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
          {error !== null && (
            <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 1 }}>
              <FormattedMessage
                id="creditCards.unlock.hint"
                defaultMessage="Hint: {hint}"
                values={{ hint: passwordHint }}
              />
            </Typography>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>
            <FormattedMessage id="creditCards.unlock.cancel" defaultMessage="Cancel" />
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={password === '' || mutation.isPending || lockedOut}
          >
            {mutation.isPending ? (
              <FormattedMessage id="creditCards.unlock.unlocking" defaultMessage="Unlocking…" />
            ) : (
              <FormattedMessage id="creditCards.statement.unlock" defaultMessage="Unlock" />
            )}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
