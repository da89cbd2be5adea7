import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { ErrorState } from '@/components/feedback/error-state';
import { emit } from '@/events/bus';

type Props = { children: ReactNode };
type State = { error: Error | null };

/** A lazy chunk that failed to download (offline, or a deploy replaced it). */
function isChunkLoadError(error: Error): boolean {
  return /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);
}

/**
 * The last line of defence: a render error below shows a retry screen instead of a white page.
 * A failed chunk cannot be retried in place (React.lazy keeps the rejection), so that retry reloads.
 * Telemetry reports what is caught here to error tracking.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Render error', error.message, info.componentStack);
    // Telemetry sends it to error tracking (Sentry) and as the frontend-webview error event.
    emit('error/caught', { error, origin: 'error-boundary', componentStack: info.componentStack ?? null });
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (isChunkLoadError(error)) return <ChunkFailure />;
    return <ErrorState onRetry={() => this.setState({ error: null })} homeHref="/" />;
  }
}

/** A screen whose code did not arrive: retrying means loading the page again. */
function ChunkFailure() {
  const intl = useIntl();
  return (
    <ErrorState
      title={intl.formatMessage({
        id: 'app.errorBoundary.chunkTitle',
        defaultMessage: 'This screen could not load',
      })}
      message={intl.formatMessage({
        id: 'app.errorBoundary.chunkMessage',
        defaultMessage: 'Check your internet connection and try again.',
      })}
      onRetry={() => window.location.reload()}
      homeHref="/"
    />
  );
}
