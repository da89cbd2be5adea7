/**
 * What happens to an unsafe link (SPEC §2 safety): it is logged and the customer is told, and it
 * is never followed — not by the page, not by the host.
 */
import { DEFAULT_HOSTS } from '@/config/hosts';
import { classifyDestination } from '@/domain/navigation/safe-destination';

import { presentToast } from './toast';

export const REFUSED_LINK_MESSAGE = "This link can't be opened";

/**
 * Logs the refusal (the URL cut short: it may carry junk or secrets) and shows an error toast, the
 * host's own inside the native apps.
 */
export function refuseLink(url: string, reason: string): void {
  console.error('Refused to open a link', { url: url.slice(0, 200), reason });
  presentToast('error', REFUSED_LINK_MESSAGE);
}

/**
 * The absolute URL a redirect may go to, or null (after refusing it) when the safety gate says
 * no. An in-app path becomes a URL on this page's origin: hosts cannot open a bare path.
 */
export function safeRedirectUrl(url: string, origin: string): string | null {
  const destination = classifyDestination(url, DEFAULT_HOSTS.allowList);
  switch (destination.kind) {
    case 'refused':
      refuseLink(url, destination.reason);
      return null;
    case 'https':
      return destination.url;
    case 'app-path':
      return new URL(`${destination.path}${destination.search}${destination.hash}`, origin).toString();
  }
}
