import { useIntl } from 'react-intl';

import { ErrorState } from '@/components/feedback/error-state';

export function Component() {
  const intl = useIntl();
  return (
    <ErrorState
      title={intl.formatMessage({ id: 'app.notFound.title', defaultMessage: 'Page not found' })}
      message={intl.formatMessage({
        id: 'app.notFound.message',
        defaultMessage: 'The page you opened does not exist or has moved.',
      })}
      homeHref="/"
    />
  );
}
