/**
 * The hosts the app runs in: the Android app's webview, the iOS app's webview, or a plain browser.
 * A plain type, so the event catalogue (below the host bridge) can name it too.
 */
export type Platform = 'android' | 'ios' | 'web';
