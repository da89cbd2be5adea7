/**
 * What a navigation rule decides. Rules in `domain/navigation` return one of these; one executor
 * in the app carries it out, so every rule is testable without a browser (docs/product.md#navigation-rules).
 */
export type NavAction =
  /** Do nothing. */
  | { kind: 'none' }
  /** Close the native webview through the host's close bridge. */
  | { kind: 'native-close' }
  /** Go back one entry in the browser history. */
  | { kind: 'history-back' }
  /** An in-app route change; `visibleUrl` is what the address bar shows when it differs. */
  | { kind: 'push'; path: string; visibleUrl?: string }
  /** Leave the app for an allow-listed https page (plain browser). */
  | { kind: 'open-external'; url: string }
  /** Hand an allow-listed https URL to the native host's redirect bridge. */
  | { kind: 'native-redirect'; url: string }
  /** Open a URL inside the native webview. */
  | { kind: 'native-webview'; url: string }
  /** Send the parent window (the main site hosting us in a frame) somewhere. */
  | { kind: 'parent-redirect'; url: string }
  /** The destination was unsafe and is not followed; the executor logs it and shows a toast. */
  | { kind: 'refused'; url: string; reason: string };
