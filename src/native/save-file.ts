/**
 * Saves a file the page made or downloaded (a CSV export, a PDF statement). In a browser: a link
 * to a Blob URL with `download`, clicked, so the browser saves it under `name`. Inside the native
 * apps a webview drops such downloads, so the file goes to the system share sheet instead through
 * the bridge's `shareAppContent`, as a `data:` URL the host turns into a file named `title`
 * (docs/native-bridge.md, "Sharing a file").
 */
import { getBridge } from './get-bridge';

/** How long a Blob URL outlives its click: the browser has started the download by then. */
const REVOKE_AFTER_MS = 60_000;

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new Error('The file could not be read'));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(blob);
  });
}

function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/** How the file left the page: saved by the browser, or handed to the app's share sheet. */
export type SaveOutcome = 'downloaded' | 'shared';

/** Saves `blob` as `name`; `description` is the text the share sheet shows with it. */
export async function saveFile(blob: Blob, name: string, description: string): Promise<SaveOutcome> {
  const bridge = await getBridge();
  if (bridge.platform !== 'web' && bridge.supports('shareAppContent')) {
    bridge.shareAppContent({ title: name, text: description, url: await dataUrlOf(blob) });
    return 'shared';
  }
  download(blob, name);
  return 'downloaded';
}
