import { ErrorScreen } from './ErrorScreen.tsx';

export function NotFoundPage() {
  return (
    <ErrorScreen
      code="404"
      title="Page not found"
      message="The address may be mistyped, or the page has moved."
    />
  );
}
