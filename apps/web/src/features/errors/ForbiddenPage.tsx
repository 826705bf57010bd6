import { ErrorScreen } from './ErrorScreen.tsx';

export function ForbiddenPage() {
  return (
    <ErrorScreen
      code="403"
      title="Ohh! How did you get here"
      message="Your membership does not include this page."
    />
  );
}
