/**
 * The mechanics of a copy, without telling anyone: the async Clipboard API where the page has it,
 * else `execCommand('copy')` (webviews often lack the async API, or deny it). The web adapter's share
 * fallback uses this directly; everything else goes through copyToClipboard (clipboard.ts), which
 * adds the toasts.
 */

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

/** Copies `text`; rejects when neither way can copy. */
export async function copyText(text: string): Promise<void> {
  // The type says `clipboard` always exists; insecure contexts and some webviews leave it out.
  const clipboard = navigator.clipboard as Clipboard | undefined;
  if (clipboard !== undefined && typeof clipboard.writeText === 'function') {
    await clipboard.writeText(text);
  } else {
    copyWithSelection(text);
  }
}

/** What the customer is told after a copy. */
export function copiedMessage(text: string): string {
  return `${text} copied to clipboard`;
}
