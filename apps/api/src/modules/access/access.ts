import { PERMISSION_ATTRIBUTES } from '@yardstick/core/permissions';

/**
 * What a membership grants. A newly verified account gets a trial with every attribute
 * (MEMBERSHIP_TRIAL_DAYS), the demo account a long 'demo' membership, a payment its plan's
 * attributes for its period. The membership that decides access is the user's unrevoked one
 * that runs longest (access.repository.ts: `decidingMembership`); while it is valid its
 * attributes are the session's, once it has ended it grants none and sets membershipExpired.
 */
export const TRIAL_PLAN = 'trial';
export const DEMO_PLAN = 'demo';
export const ALL_ATTRIBUTES: string[] = [...PERMISSION_ATTRIBUTES];

export interface MembershipGrant {
  attributes: string[];
  valid_till: Date;
}

export interface Access {
  attributes: string[];
  membershipExpired: boolean;
  membershipValidTill: Date | null;
}

export function accessFrom(membership: MembershipGrant | undefined, now: Date): Access {
  if (!membership) return { attributes: [], membershipExpired: true, membershipValidTill: null };
  const expired = membership.valid_till.getTime() <= now.getTime();
  return {
    attributes: expired ? [] : [...membership.attributes],
    membershipExpired: expired,
    membershipValidTill: membership.valid_till,
  };
}
