/**
 * The code of the 403 an expired member gets on every protected endpoint. Its own module
 * (no zod) so the web app's API client carries it without the membership schemas.
 */
export const MEMBERSHIP_EXPIRED_CODE = 'MEMBERSHIP_EXPIRED';
