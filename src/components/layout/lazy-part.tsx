import {
  type ComponentType,
  lazy,
  type LazyExoticComponent,
  type ReactNode,
  Suspense,
  useState,
} from 'react';
import { useIntl } from 'react-intl';

import { ListSkeleton } from '@/components/feedback/list-skeleton';
import { withLaterWords } from '@/i18n/words';

/**
 * `React.lazy` for a named export: `lazyNamed(() => import('./plan-screen'), 'PlanScreen')`.
 * An area's first screen downloads only what it shows; its other tabs, screens and dialogs come
 * in chunks of their own when opened (the service worker has them precached, so offline too),
 * and their words with them (`withLaterWords`).
 */
// `any` as React.lazy's own bound has it: a component of any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyNamed<K extends string, C extends ComponentType<any>>(
  load: () => Promise<Record<K, C>>,
  name: K,
): LazyExoticComponent<C> {
  return lazy(() => withLaterWords(load)().then((module) => ({ default: module[name] })));
}

/** Where a part loaded by `lazyNamed` renders: the shape of a list while its chunk arrives. */
export function LazyPart({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'common.loading', defaultMessage: 'Loading' });
  return <Suspense fallback={<ListSkeleton label={label} rows={3} />}>{children}</Suspense>;
}

/**
 * A sheet or dialog loaded by `lazyNamed`: mounted from its first opening on, so the screen does
 * not download it before a tap asks for it, and its closing still animates.
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
