/**
 * Copy to clipboard (SPEC §8): success says "<text> copied to clipboard"; a failure goes through the
 * generic error handler. Webviews often lack the async Clipboard API (or deny it), hence the
 * `execCommand('copy')` fallback.
 */
import { handleError } from '@/events/handle-error';

import { presentToast } from './toast';

/** The legacy copy path: select a detached textarea and ask the document to copy it. */
function copyWithSelection(text: string): void {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  try {
    area.select();
    const copied = typeof document.execCommand === 'function' && document.execCommand('copy');
    if (!copied) throw new Error('Copy to clipboard is not available');
  } finally {
    area.remove();
  }
}

/** Copies `text`; resolves true when it was copied. Never rejects. */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    // The type says `clipboard` always exists; insecure contexts and some webviews leave it out.
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (clipboard !== undefined && typeof clipboard.writeText === 'function') {
      await clipboard.writeText(text);
    } else {
      copyWithSelection(text);
    }
    presentToast('success', `${text} copied to clipboard`);
    return true;
  } catch (error) {
    handleError(error, { origin: 'copyToClipboard' });
    return false;
  }
}
