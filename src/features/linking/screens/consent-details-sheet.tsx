import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

import { BottomSheet } from '@/components/sheet/bottom-sheet';
import { LINKING_PAGE_NAMES } from '@/domain/aa/page-names';
import { usePageEvent } from '@/features/linking/journey/analytics';
import { consentTerms } from '@/features/linking/journey/consent-terms';
import type { LinkingJourney } from '@/features/linking/journey/journey';
import { MainAction } from '@/features/linking/ui/action-buttons';

/** The ReBIT names stay the English output; Hindi says them in words. */
const CONSENT_TYPES = defineMessages({
  PROFILE: { id: 'linking.consentDetails.typeProfile', defaultMessage: 'profile' },
  SUMMARY: { id: 'linking.consentDetails.typeSummary', defaultMessage: 'summary' },
  TRANSACTIONS: { id: 'linking.consentDetails.typeTransactions', defaultMessage: 'transactions' },
});

const FI_TYPES = defineMessages({
  DEPOSIT: { id: 'linking.consentDetails.fiDeposit', defaultMessage: 'DEPOSIT' },
  EQUITIES: { id: 'linking.consentDetails.fiEquities', defaultMessage: 'EQUITIES' },
  ETF: { id: 'linking.consentDetails.fiEtf', defaultMessage: 'ETF' },
  INSURANCE_POLICIES: { id: 'linking.consentDetails.fiInsurance', defaultMessage: 'INSURANCE_POLICIES' },
  CREDIT_CARD: { id: 'linking.consentDetails.fiCreditCard', defaultMessage: 'CREDIT_CARD' },
});

/**
 * "Consent details" (docs/linking.md#screens): the consent's exact parameters, as the account aggregator
 * records them.
 */
export function ConsentDetailsSheet({
  open,
  onClose,
  journey,
}: {
  open: boolean;
  onClose: () => void;
  journey: LinkingJourney;
}) {
  usePageEvent(LINKING_PAGE_NAMES.consentDetails, open);
  const intl = useIntl();
  const terms = consentTerms(journey.flow);
  const fiType = (type: string) =>
    type in FI_TYPES ? intl.formatMessage(FI_TYPES[type as keyof typeof FI_TYPES]) : type;
  const data = (text: string) => <span translate="no">{text}</span>;
  const rows: [string, React.ReactNode][] = [
    [
      intl.formatMessage({ id: 'linking.consentDetails.purpose', defaultMessage: 'Purpose' }),
      intl.formatMessage(
        { id: 'linking.consentDetails.purposeValue', defaultMessage: '{purpose} (code {code})' },
        { purpose: intl.formatMessage(terms.purpose), code: terms.purposeCode },
      ),
    ],
    [
      intl.formatMessage({ id: 'linking.consentDetails.information', defaultMessage: 'Information' }),
      terms.consentTypes.map((type) => intl.formatMessage(CONSENT_TYPES[type])).join(', '),
    ],
    [
      intl.formatMessage({ id: 'linking.consentDetails.accountTypes', defaultMessage: 'Account types' }),
      terms.fiTypes.map(fiType).join(', '),
    ],
    [
      intl.formatMessage({ id: 'linking.consentDetails.history', defaultMessage: 'History' }),
      intl.formatMessage(
        { id: 'linking.consentDetails.historyValue', defaultMessage: 'Last {months} months' },
        { months: terms.historyMonths },
      ),
    ],
    [
      intl.formatMessage({ id: 'linking.consentDetails.validFor', defaultMessage: 'Valid for' }),
      intl.formatMessage(
        {
          id: 'linking.consentDetails.validForValue',
          defaultMessage: '{months, plural, one {# month} other {# months}} from today',
        },
        { months: terms.validityMonths },
      ),
    ],
    [
      intl.formatMessage({ id: 'linking.consentDetails.fetches', defaultMessage: 'Fetches' }),
      intl.formatMessage(terms.frequency),
    ],
    [
      intl.formatMessage({ id: 'linking.consentDetails.dataKept', defaultMessage: 'Data kept for' }),
      intl.formatMessage(terms.dataLife),
    ],
    [
      intl.formatMessage({ id: 'linking.consentDetails.mode', defaultMessage: 'Mode' }),
      intl.formatMessage({
        id: 'linking.consentDetails.modeValue',
        defaultMessage: 'Read-only, stored encrypted',
      }),
    ],
    [
      intl.formatMessage({ id: 'linking.consentDetails.institutions', defaultMessage: 'Institutions' }),
      data(journey.bank_names.join(', ')),
    ],
    [
      intl.formatMessage({ id: 'linking.consentDetails.requestId', defaultMessage: 'Request id' }),
      data(journey.handle_id),
    ],
  ];
  return (
    <BottomSheet
      open={open}
      onClose={onClose}
      title={intl.formatMessage({ id: 'linking.consentDetails.title', defaultMessage: 'Consent details' })}
      actions={
        <MainAction onClick={onClose}>
          <FormattedMessage id="linking.consentDetails.done" defaultMessage="Done" />
        </MainAction>
      }
    >
      <Table
        size="small"
        aria-label={intl.formatMessage({
          id: 'linking.consentDetails.tableLabel',
          defaultMessage: 'Consent parameters',
        })}
      >
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={String(label)}>
              <TableCell
                component="th"
                scope="row"
                sx={{ color: 'text.secondary', pl: 0, width: '38%', verticalAlign: 'top' }}
              >
                {label}
              </TableCell>
              <TableCell sx={{ pr: 0, wordBreak: 'break-word' }}>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </BottomSheet>
  );
}
