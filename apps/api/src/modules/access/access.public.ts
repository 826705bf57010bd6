/**
 * The access module's face (used by accounts and membership; it imports neither): the
 * memberships that grant access (`user_memberships`) and the rule of which one decides.
 */
export {
  accessFrom,
  ALL_ATTRIBUTES,
  DEMO_PLAN,
  TRIAL_PLAN,
  type Access,
  type MembershipGrant,
} from './access.ts';
export {
  decidingMembership,
  decidingMemberships,
  endMembershipsNow,
  grantMembership,
  hasMembership,
  latestMembership,
  paidUntil,
  revokeMembershipOfPayment,
  type Db,
  type Grant,
  type MembershipRow,
} from './access.repository.ts';
