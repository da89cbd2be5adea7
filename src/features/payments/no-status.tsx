import SearchOff from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

import { EmptyPanel } from '@/components/feedback/empty-panel';
import { PageHeader } from '@/components/layout/page-header';

/** A status address with nothing to show (an unknown entity, a missing id): said plainly. */
export function NoStatus() {
  const intl = useIntl();
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'payments.noStatus.title', defaultMessage: 'Status' })} />
      <EmptyPanel
        icon={<SearchOff />}
        title={intl.formatMessage({ id: 'payments.noStatus.heading', defaultMessage: 'No status to show' })}
        message={intl.formatMessage({
          id: 'payments.noStatus.message',
          defaultMessage:
            'This link does not point to a payment we know. Your payments are listed with your cards and your instant cash.',
        })}
        action={
          <Button component={RouterLink} to="/" variant="contained">
            <FormattedMessage id="payments.noStatus.home" defaultMessage="Go home" />
          </Button>
        }
      />
    </>
  );
}
