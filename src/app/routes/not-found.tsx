import { ErrorState } from '@/components/feedback/error-state';

export function Component() {
  return (
    <ErrorState
      title="Page not found"
      message="The page you opened does not exist or has moved."
      homeHref="/"
    />
  );
}
