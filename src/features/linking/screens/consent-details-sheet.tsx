import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';

import { BottomSheet } from '@/components/sheet/bottom-sheet';
import { consentTerms } from '@/domain/aa/consent-terms';
import { LINKING_PAGE_NAMES } from '@/domain/aa/page-names';

import { usePageEvent } from '../journey/analytics';
import type { LinkingJourney } from '../journey/journey';

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
  const terms = consentTerms(journey.flow);
  const rows: [string, string][] = [
    ['Purpose', `${terms.purpose} (code ${terms.purposeCode})`],
    ['Information', terms.consentTypes.map((type) => type.toLowerCase()).join(', ')],
    ['Account types', terms.fiTypes.join(', ')],
    ['History', `Last ${terms.historyMonths} months`],
    ['Valid for', `${terms.validityMonths} ${terms.validityMonths === 1 ? 'month' : 'months'} from today`],
    ['Fetches', terms.frequency],
    ['Data kept for', terms.dataLife],
    ['Mode', 'Read-only, stored encrypted'],
    ['Institutions', journey.bank_names.join(', ')],
    ['Request id', journey.handle_id],
  ];
  return (
    <BottomSheet
      open={open}
      onClose={onClose}
      title="Consent details"
      actions={
        <Button variant="contained" size="large" onClick={onClose}>
          Done
        </Button>
      }
    >
      <Table size="small" aria-label="Consent parameters">
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
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
