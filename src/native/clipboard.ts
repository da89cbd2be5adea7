/**
 * Copy to clipboard: success says "<text> copied to clipboard"; a failure goes through the generic
 * error handler. The mechanics are copy-text.ts.
 */
import { copiedMessage, copyText } from './copy-text';
import { handleError } from './handle-error';
import { presentToast } from './toast';

/** Copies `text`; resolves true when it was copied. Never rejects. */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await copyText(text);
    presentToast('success', copiedMessage(text));
    return true;
  } catch (error) {
    handleError(error, { origin: 'copyToClipboard' });
    return false;
  }
}
