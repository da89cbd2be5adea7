/** Online as far as the page knows; a failed send still falls back to the queue. */
let source: () => boolean = () => (typeof navigator === 'undefined' ? true : navigator.onLine);

/** app/ wires the shared online status in (api/ sits below components/). */
export function setOnlineSource(next: () => boolean): void {
  source = next;
}

export function isOnline(): boolean {
  return source();
}
