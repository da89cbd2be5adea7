import Card from '@mui/material/Card';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';

import { PageHeader } from '@/components/layout/page-header';
import { TabBar } from '@/components/navigation/tab-bar';
import { SignInPrompt } from '@/features/equity/common/sign-in-prompt';
import { panelTabs, TabPanel } from '@/features/equity/common/tab-panel';
import { isSignedIn } from '@/session/auth-token';

import { BrokerLoginForm } from './broker-login-form';
import { CasUploadForm } from './cas-upload-form';

const GROUP = 'track';
type Way = 'statement' | 'login';

const TABS = defineMessages({
  statement: { id: 'equity.track.tabStatement', defaultMessage: 'CAS statement' },
  login: { id: 'equity.track.tabLogin', defaultMessage: 'Broker login' },
});

/** A broker without the account aggregator: from a CAS statement, or with the broker's login. */
export function TrackScreen() {
  const intl = useIntl();
  const [way, setWay] = useState<Way>('statement');
  const title = intl.formatMessage({ id: 'equity.track.title', defaultMessage: 'Add a broker' });
  if (!isSignedIn()) {
    return (
      <>
        <PageHeader title={title} />
        <SignInPrompt />
      </>
    );
  }
  return (
    <>
      <PageHeader title={title} />
      <TabBar
        label={intl.formatMessage({ id: 'equity.track.tabs', defaultMessage: 'How to add the broker' })}
        value={way}
        onChange={(value: Way) => setWay(value)}
        tabs={panelTabs(intl, GROUP, TABS)}
      />
      <TabPanel group={GROUP} value={way}>
        <Card sx={{ p: 2 }}>{way === 'statement' ? <CasUploadForm /> : <BrokerLoginForm />}</Card>
      </TabPanel>
    </>
  );
}
