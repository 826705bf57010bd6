import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@yardstick/core/api-error';
import {
  alertSettingsSchema,
  notificationListSchema,
  notificationsReadBodySchema,
  operatorSendDigestsResponseSchema,
  savedSearchBodySchema,
  savedSearchCreatedSchema,
  savedSearchIdParamsSchema,
  savedSearchListSchema,
  savedSearchMatchesQuerySchema,
  savedSearchMatchesSchema,
  savedSearchSchema,
  savedSearchUpdateSchema,
  unsubscribeQuerySchema,
  unsubscribeResultSchema,
} from '@yardstick/core/alerts/alerts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { createMailer, type Mailer } from '../../lib/mail/mailer.ts';
import { emailBaseUrl } from '../../lib/mail/base-url.ts';
import { sessionOf } from '../accounts/guards.ts';
import { runAlerts } from './alerts.jobs.ts';
import * as service from './saved-searches.service.ts';
import { confirmPage, donePage } from './unsubscribe-page.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const tags = ['alerts'];

/**
 * Saved searches, notifications and favourite alerts of the signed-in member (issue 28,
 * docs/http-api.md#saved-searches-and-alerts), and the alert emails' one-click unsubscribe.
 */
export const alertsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // An email client's one-click unsubscribe posts `List-Unsubscribe=One-Click` as a form
  // (RFC 8058): read, and ignored, in this plugin's routes only.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_r, body, done) =>
      done(null, body),
    );
  }

  app.post(
    '/api/saved-searches',
    {
      schema: {
        tags,
        summary: 'Saves a search (the search filter of its kind) with a name and its alert',
        body: savedSearchBodySchema,
        response: { 201: savedSearchCreatedSchema, ...errors },
      },
      config: { access: 'member' },
    },
    async (request, reply) => {
      const created = await service.createSavedSearch(
        ctx,
        sessionOf(request).user.id,
        request.body,
      );
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/saved-searches',
    {
      schema: {
        tags,
        summary: "The member's saved searches, each with its count of new matches",
        response: { 200: savedSearchListSchema, ...errors },
      },
      config: { access: 'member' },
    },
    async (request) => ({
      items: await service.listSavedSearches(ctx, sessionOf(request).user.id),
    }),
  );

  app.put(
    '/api/saved-searches/:id',
    {
      schema: {
        tags,
        summary: 'Renames a saved search, changes its filter or its alert',
        params: savedSearchIdParamsSchema,
        body: savedSearchUpdateSchema,
        response: { 200: savedSearchSchema, 404: apiErrorSchema, ...errors },
      },
      config: { access: 'member' },
    },
    (request) =>
      service.updateSavedSearch(ctx, sessionOf(request).user.id, request.params.id, request.body),
  );

  app.delete(
    '/api/saved-searches/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a saved search and its matches',
        params: savedSearchIdParamsSchema,
        response: { 204: z.null(), 404: apiErrorSchema, ...errors },
      },
      config: { access: 'member' },
    },
    async (request, reply) => {
      await service.deleteSavedSearch(ctx, sessionOf(request).user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/saved-searches/:id/matches',
    {
      schema: {
        tags,
        summary: 'The cards that newly matched a saved search (since `since`, else its last view)',
        params: savedSearchIdParamsSchema,
        querystring: savedSearchMatchesQuerySchema,
        response: { 200: savedSearchMatchesSchema, 404: apiErrorSchema, ...errors },
      },
      config: { access: 'member' },
    },
    (request) =>
      service.savedSearchMatches(ctx, sessionOf(request).user.id, request.params.id, request.query),
  );

  app.get(
    '/api/notifications',
    {
      schema: {
        tags,
        summary: "The member's latest notifications (alerts) and how many are unread",
        response: { 200: notificationListSchema, ...errors },
      },
      config: { access: 'member' },
    },
    (request) => service.notifications(ctx, sessionOf(request).user.id),
  );

  app.post(
    '/api/notifications/read',
    {
      schema: {
        tags,
        summary: 'Marks notifications read (the ones given, or all)',
        body: notificationsReadBodySchema,
        response: { 200: z.object({ marked: z.number().int() }), ...errors },
      },
      config: { access: 'member' },
    },
    (request) => service.markRead(ctx, sessionOf(request).user.id, request.body.ids),
  );

  app.get(
    '/api/alerts/settings',
    {
      schema: {
        tags,
        summary: "The member's favourite alerts: which changes and how often",
        response: { 200: alertSettingsSchema, ...errors },
      },
      config: { access: 'member' },
    },
    (request) => service.alertSettings(ctx, sessionOf(request).user.id),
  );

  app.put(
    '/api/alerts/settings',
    {
      schema: {
        tags,
        summary: "Sets the member's favourite alerts",
        body: alertSettingsSchema,
        response: { 200: alertSettingsSchema, ...errors },
      },
      config: { access: 'member' },
    },
    (request) => service.saveAlertSettings(ctx, sessionOf(request).user.id, request.body),
  );

  // The email's own Unsubscribe link (a GET, which mail scanners follow too): a page with one
  // button that makes the one-click POST; nothing changes on a GET.
  app.get(
    '/api/alerts/unsubscribe',
    {
      schema: {
        tags,
        summary: "The page of an alert email's Unsubscribe link: a button that posts the token",
        querystring: unsubscribeQuerySchema,
        produces: ['text/html'],
        response: { 200: z.string().meta({ description: 'The page (text/html)' }) },
      },
      config: { access: 'public' },
    },
    async (request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          confirmPage(
            request.query.token,
            await service.unsubscribeSubject(ctx, request.query.token),
          ),
        ),
  );

  app.post(
    '/api/alerts/unsubscribe',
    {
      schema: {
        tags,
        summary:
          "An alert email's one-click unsubscribe (RFC 8058): the signed token says what to stop; no sign-in",
        querystring: unsubscribeQuerySchema,
        // JSON to an email client's one-click; the page (text/html) to the page's own form.
        produces: ['application/json', 'text/html'],
        response: { 200: z.union([unsubscribeResultSchema, z.string()]), 400: apiErrorSchema },
      },
      // Proven by its own signature (the token's HMAC), like the payment webhook: no session,
      // no anti-forgery header (an email client posts it), no API key.
      config: { access: 'signature', signedBy: 'unsubscribeToken' },
    },
    async (request, reply) => {
      const done = await service.unsubscribeByToken(ctx, request.query.token);
      if (!done) throw new AppError('VALIDATION_FAILED', 'This unsubscribe link is not valid');
      // The page's form (a browser): a page; an email client's one-click: JSON.
      if (request.headers.accept?.includes('text/html')) {
        const subject = await service.unsubscribeSubject(ctx, request.query.token);
        // Served by the app itself: a path on this host, or PUBLIC_URL's (with its path).
        const base = ctx.config.PUBLIC_URL ? emailBaseUrl(ctx.config) : undefined;
        return reply
          .type('text/html; charset=utf-8')
          .send(donePage(subject ?? { kind: 'search', id: '', name: null }, base));
      }
      return done;
    },
  );

  // The operator's send-digests (docs/http-api.md#operator-commands): the digests go now, with
  // every match so far, e.g. to see a digest without waiting for ALERTS_DIGEST_HOUR, or to
  // catch up after the mail transport was down at the hour. The regular digest still goes
  // at the hour with the matches recorded after this one.
  let mailer: Mailer | undefined;
  app.addHook('onClose', async () => mailer?.close());
  app.post(
    '/api/operator/alerts/send-digests',
    {
      schema: {
        tags: ['operator'],
        summary:
          'Runs the alerts job now, sending the daily and weekly digests with every match so far',
        response: {
          200: operatorSendDigestsResponseSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
      config: { access: 'operator' },
    },
    async (request) => {
      mailer ??= createMailer(ctx.config, request.log);
      const done = await runAlerts(ctx, mailer, { digestsNow: true });
      return { events: done.events, composed: done.composed, sent: done.sent, failed: done.failed };
    },
  );
};
