import { PERMISSION_ATTRIBUTES } from '@yardstick/core/permissions';

/**
 * What a membership grants. Until the membership module sells plans, a newly verified
 * account gets a trial with every attribute (MEMBERSHIP_TRIAL_DAYS), and the demo account
 * a long 'demo' membership. A session's attributes are those of its latest membership
 * while it is valid; an expired one grants none and sets membershipExpired.
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
