import { linkBase } from '@yardstick/core/app-links';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@yardstick/core/api-error';
import {
  createDealBodySchema,
  dealEntryParamsSchema,
  dealListSchema,
  dealParamsSchema,
  dealSchema,
  dealShareSchema,
  dealsQuerySchema,
  type Deal,
  offerBodySchema,
  shareBodySchema,
  sharedDealSchema,
  shareTokenParamsSchema,
  updateDealBodySchema,
  updateOfferBodySchema,
  viewingBodySchema,
} from '@yardstick/core/deals/deals';
import type { AppContext } from '../../context.ts';
import { publicOrigin, sessionOf } from '../accounts/guards.ts';
import * as share from './deal-share.service.ts';
import * as service from './deals.service.ts';
import { ownerPack, type Pack } from './pack/pack.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const withNotFound = { ...errors, 404: apiErrorSchema };
const pdfSchema = z.string().meta({ description: 'The deal pack (application/pdf)' });

/** Answers a deal pack as a PDF file to download (`cacheControl`: whose copy it is). */
function sendPack(reply: FastifyReply, pack: Pack, cacheControl: string) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${pack.fileName}"`)
    .header('cache-control', cacheControl)
    .send(pack.pdf); // a Buffer is sent as it is, never serialised
}

/**
 * The signed-in user's deals (docs/http-api.md#deals): any member; each deal is its owner's
 * only (404 to anyone else). The share link's page and pack are public (the token is the
 * permission; decision 0023).
 */
export const dealsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['deals'];
  const userOf = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).user.id;

  /** A DELETE of the user's deal or of what hangs on it, answering 204 with no body. */
  const deletion = (
    url: string,
    summary: string,
    remove: (userId: string, id: string) => Promise<void>,
  ) =>
    app.delete(
      url,
      {
        schema: {
          tags,
          summary,
          params: dealParamsSchema,
          response: { 204: z.null(), ...withNotFound },
        },
        config: { access: 'member' },
      },
      async (request, reply) => {
        await remove(userOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

  /** The POST of a new offer or viewing on the user's deal, answering the deal (201). */
  // Each route's path is written out where it is registered (docs/url-index.md finds it there).
  const entryAddition = <Body extends z.ZodType>(
    url: '/api/deals/:id/offers' | '/api/deals/:id/viewings',
    summary: string,
    body: Body,
    add: (userId: string, id: string, body: z.output<Body>) => Promise<Deal>,
  ) =>
    app.post(
      url,
      {
        schema: {
          tags,
          summary,
          params: dealParamsSchema,
          body,
          response: { 201: dealSchema, 409: apiErrorSchema, ...withNotFound },
        },
        config: { access: 'member' },
      },
      async (request, reply) => {
        // The type provider cannot resolve a generic schema; `body` has parsed it by now.
        const parsed = request.body as z.output<Body>;
        return reply.status(201).send(await add(userOf(request), request.params.id, parsed));
      },
    );

  /** The DELETE of one offer or viewing of the user's deal, answering the deal. */
  const entryDeletion = (
    url: '/api/deals/:id/offers/:entryId' | '/api/deals/:id/viewings/:entryId',
    table: 'deal_offers' | 'deal_viewings',
    summary: string,
  ) =>
    app.delete(
      url,
      {
        schema: {
          tags,
          summary,
          params: dealEntryParamsSchema,
          response: { 200: dealSchema, ...withNotFound },
        },
        config: { access: 'member' },
      },
      (request) =>
        service.removeEntry(ctx, userOf(request), request.params.id, table, request.params.entryId),
    );

  app.get(
    '/api/deals',
    {
      schema: {
        tags,
        summary: "The user's deals, newest change first (stage, kind and text filters)",
        querystring: dealsQuerySchema,
        response: { 200: dealListSchema, ...errors },
      },
      config: { access: 'member' },
    },
    (request) => service.listDeals(ctx, userOf(request), request.query),
  );

  app.post(
    '/api/deals',
    {
      schema: {
        tags,
        summary: 'Adds a deal: a listing, a PLO pair or an analysed property',
        body: createDealBodySchema,
        response: { 201: dealSchema, 409: apiErrorSchema, ...withNotFound },
      },
      // A key with the `deals:write` scope may add a deal too (the MCP add_deal tool).
      config: { access: 'member', keyScope: 'deals:write' },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createDeal(ctx, userOf(request), request.body)),
  );

  app.get(
    '/api/deals/:id',
    {
      schema: {
        tags,
        summary: 'One deal with its notes, offers, viewings, figures then and now, and events',
        params: dealParamsSchema,
        response: { 200: dealSchema, ...withNotFound },
      },
      config: { access: 'member' },
    },
    (request) => service.getDeal(ctx, userOf(request), request.params.id),
  );

  app.patch(
    '/api/deals/:id',
    {
      schema: {
        tags,
        summary: "Changes a deal's title, stage, notes or reminder date",
        params: dealParamsSchema,
        body: updateDealBodySchema,
        response: { 200: dealSchema, ...withNotFound },
      },
      config: { access: 'member' },
    },
    (request) => service.updateDeal(ctx, userOf(request), request.params.id, request.body),
  );

  deletion(
    '/api/deals/:id',
    'Deletes a deal with its offers, viewings and share link',
    (userId, id) => service.deleteDeal(ctx, userId, id),
  );

  entryAddition(
    '/api/deals/:id/offers',
    'Records a dated offer (amount; pending, accepted or rejected)',
    offerBodySchema,
    (userId, id, body) => service.addOffer(ctx, userId, id, body),
  );

  app.patch(
    '/api/deals/:id/offers/:entryId',
    {
      schema: {
        tags,
        summary: "Sets an offer's outcome",
        params: dealEntryParamsSchema,
        body: updateOfferBodySchema,
        response: { 200: dealSchema, ...withNotFound },
      },
      config: { access: 'member' },
    },
    (request) =>
      service.setOfferOutcome(
        ctx,
        userOf(request),
        request.params.id,
        request.params.entryId,
        request.body.outcome,
      ),
  );

  entryDeletion('/api/deals/:id/offers/:entryId', 'deal_offers', 'Deletes an offer');

  entryAddition(
    '/api/deals/:id/viewings',
    'Records a viewing date (and time)',
    viewingBodySchema,
    (userId, id, body) => service.addViewing(ctx, userId, id, body),
  );

  entryDeletion('/api/deals/:id/viewings/:entryId', 'deal_viewings', 'Deletes a viewing');

  app.get(
    '/api/deals/:id/pack.pdf',
    {
      schema: {
        tags,
        summary: 'The deal pack as a PDF',
        params: dealParamsSchema,
        produces: ['application/pdf'],
        response: { 200: pdfSchema, ...withNotFound },
      },
      config: { access: 'member', rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const base = linkBase(ctx.config.PUBLIC_URL, request);
      return sendPack(
        reply,
        await ownerPack(ctx, userOf(request), request.params.id, base),
        'private, no-store',
      );
    },
  );

  app.post(
    '/api/deals/:id/share',
    {
      schema: {
        tags,
        summary: 'Makes (or replaces) the read-only share link; answers its URL and expiry',
        params: dealParamsSchema,
        body: shareBodySchema.optional(),
        response: { 201: dealShareSchema, 421: apiErrorSchema, ...withNotFound },
      },
      config: { access: 'member' },
    },
    async (request, reply) => {
      const origin = publicOrigin(ctx.config, { protocol: request.protocol, host: request.host });
      const made = await share.createShare(
        ctx,
        userOf(request),
        request.params.id,
        origin,
        request.body?.days,
      );
      return reply.status(201).header('cache-control', 'no-store').send(made);
    },
  );

  deletion(
    '/api/deals/:id/share',
    'Revokes the share link (its URL answers 404 from then on)',
    (userId, id) => share.revokeShare(ctx, userId, id),
  );

  // ---- the share link's public page and pack (no session) ----

  app.get(
    '/api/shared/deals/:token',
    {
      schema: {
        tags,
        summary: 'A shared deal, read-only; 404 when the link is unknown, expired or revoked',
        params: shareTokenParamsSchema,
        response: { 200: sharedDealSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
      config: { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const view = await share.sharedDeal(ctx, request.params.token);
      return reply.header('cache-control', 'no-store').send(view);
    },
  );

  app.get(
    '/api/shared/deals/:token/pack.pdf',
    {
      schema: {
        tags,
        summary: "A shared deal's pack as a PDF",
        params: shareTokenParamsSchema,
        produces: ['application/pdf'],
        response: { 200: pdfSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const base = linkBase(ctx.config.PUBLIC_URL, request);
      return sendPack(reply, await share.sharedPack(ctx, request.params.token, base), 'no-store');
    },
  );
};
