import InstallMobile from '@mui/icons-material/InstallMobile';
import Button from '@mui/material/Button';
import { useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';

import { installOffer } from './install-prompt';

/** A quiet "Install app" button, shown only while the browser offers installation. */
export function InstallEntry() {
  const install = useSyncExternalStore(installOffer.subscribe, installOffer.get, installOffer.get);
  if (install === null) return null;
  return (
    <Button variant="text" startIcon={<InstallMobile />} onClick={() => void install()} sx={{ mt: 2 }}>
      <FormattedMessage id="app.install.button" defaultMessage="Install Kosh on this device" />
    </Button>
  );
}
