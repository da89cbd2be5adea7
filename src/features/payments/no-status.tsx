import SearchOff from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';

import { EmptyPanel } from '@/components/feedback/empty-panel';
import { PageHeader } from '@/components/layout/page-header';

/** A status address with nothing to show (an unknown entity, a missing id): said plainly. */
export function NoStatus() {
  return (
    <>
      <PageHeader title="Status" />
      <EmptyPanel
        icon={<SearchOff />}
        title="No status to show"
        message="This link does not point to a payment we know. Your payments are listed with your cards and your instant cash."
        action={
          <Button component={RouterLink} to="/" variant="contained">
            Go home
          </Button>
        }
      />
    </>
  );
}
