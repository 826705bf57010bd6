import { useQuery } from '@tanstack/react-query';
import { hasAttribute, type PermissionAttribute } from '@yardstick/core/permissions';
import { sessionQueryOptions } from '../../lib/session.ts';

export interface Viewer {
  /** false while the session is being looked up. */
  known: boolean;
  signedIn: boolean;
  can: (attribute: PermissionAttribute) => boolean;
}

/**
 * Who is looking, for shared components that show controls by permission (a visitor's
 * favourite heart leads to sign-in). It reads the one session query of the accounts
 * feature (GET /api/session, cached); the server still checks every call.
 */
export function useViewer(): Viewer {
  const { data, isPending } = useQuery(sessionQueryOptions);
  return {
    known: !isPending,
    signedIn: !!data,
    can: (attribute) => hasAttribute(data?.attributes, attribute),
  };
}
