/**
 * What happens to an unsafe link: it is logged and the customer is told, and it is never followed —
 * not by the page, not by the host. The caller says how to tell (`tell`): each bridge adapter shows
 * the message its own way (the host's toast inside the apps, the in-app banner in a browser), so
 * this module needs no toast module and the bridge no run-time registration.
 */
import { defineMessage } from 'react-intl';

import { DEFAULT_HOSTS } from '@/config/hosts';
import { classifyDestination } from '@/domain/navigation/safe-destination';
import { appIntl } from '@/i18n/app-intl';

const REFUSED_LINK = defineMessage({
  id: 'common.link.refused',
  defaultMessage: "This link can't be opened",
});

/** Shows the refusal to the customer (an error toast, with its haptic). */
export type TellRefusal = (message: string) => void;

/** Logs the refusal (the URL cut short: it may carry junk or secrets) and tells the customer. */
export function refuseLink(url: string, reason: string, tell: TellRefusal): void {
  console.error('Refused to open a link', { url: url.slice(0, 200), reason });
  tell(appIntl().formatMessage(REFUSED_LINK));
}

/**
 * The absolute URL a redirect may go to, or null (after refusing it) when the safety gate says
 * no. An in-app path becomes a URL on this page's origin: hosts cannot open a bare path.
 */
export function safeRedirectUrl(url: string, origin: string, tell: TellRefusal): string | null {
  const destination = classifyDestination(url, DEFAULT_HOSTS.allowList);
  switch (destination.kind) {
    case 'refused':
      refuseLink(url, destination.reason, tell);
      return null;
    case 'https':
      return destination.url;
    case 'app-path':
      return new URL(`${destination.path}${destination.search}${destination.hash}`, origin).toString();
  }
}
