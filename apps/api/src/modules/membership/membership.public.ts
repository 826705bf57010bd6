/**
 * The membership module's public face: what the app's composition (app.ts) uses besides the
 * route plugins it registers: the module's deps, which those plugins share, and its periodic
 * jobs (collections and reminders).
 */
export { createMembershipDeps, type MembershipDeps } from './deps.ts';
export { runJobs } from './jobs/jobs.service.ts';
