import { linkBase } from '@yardstick/core/app-links';
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

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const withNotFound = { ...errors, 404: apiErrorSchema };
const pdfSchema = z.string().meta({ description: 'The deal pack (application/pdf)' });

/**
 * The signed-in user's deals (docs/http-api.md#deals): any member; each deal is its owner's
 * only (404 to anyone else). The share link's page and pack are public (the token is the
 * permission; decision 0023).
 */
export const dealsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['deals'];
  const userOf = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).user.id;

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

  app.delete(
    '/api/deals/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a deal with its offers, viewings and share link',
        params: dealParamsSchema,
        response: { 204: z.null(), ...withNotFound },
      },
      config: { access: 'member' },
    },
    async (request, reply) => {
      await service.deleteDeal(ctx, userOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/deals/:id/offers',
    {
      schema: {
        tags,
        summary: 'Records a dated offer (amount; pending, accepted or rejected)',
        params: dealParamsSchema,
        body: offerBodySchema,
        response: { 201: dealSchema, 409: apiErrorSchema, ...withNotFound },
      },
      config: { access: 'member' },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.addOffer(ctx, userOf(request), request.params.id, request.body)),
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

  app.delete(
    '/api/deals/:id/offers/:entryId',
    {
      schema: {
        tags,
        summary: 'Deletes an offer',
        params: dealEntryParamsSchema,
        response: { 200: dealSchema, ...withNotFound },
      },
      config: { access: 'member' },
    },
    (request) =>
      service.removeEntry(
        ctx,
        userOf(request),
        request.params.id,
        'deal_offers',
        request.params.entryId,
      ),
  );

  app.post(
    '/api/deals/:id/viewings',
    {
      schema: {
        tags,
        summary: 'Records a viewing date (and time)',
        params: dealParamsSchema,
        body: viewingBodySchema,
        response: { 201: dealSchema, 409: apiErrorSchema, ...withNotFound },
      },
      config: { access: 'member' },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.addViewing(ctx, userOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/api/deals/:id/viewings/:entryId',
    {
      schema: {
        tags,
        summary: 'Deletes a viewing',
        params: dealEntryParamsSchema,
        response: { 200: dealSchema, ...withNotFound },
      },
      config: { access: 'member' },
    },
    (request) =>
      service.removeEntry(
        ctx,
        userOf(request),
        request.params.id,
        'deal_viewings',
        request.params.entryId,
      ),
  );

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
      const pack = await share.dealPack(ctx, userOf(request), request.params.id, base);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${pack.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pack.pdf as unknown as string); // a Buffer is sent as it is, never serialised
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

  app.delete(
    '/api/deals/:id/share',
    {
      schema: {
        tags,
        summary: 'Revokes the share link (its URL answers 404 from then on)',
        params: dealParamsSchema,
        response: { 204: z.null(), ...withNotFound },
      },
      config: { access: 'member' },
    },
    async (request, reply) => {
      await share.revokeShare(ctx, userOf(request), request.params.id);
      return reply.status(204).send(null);
    },
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
      const pack = await share.sharedPack(ctx, request.params.token, base);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${pack.fileName}"`)
        .header('cache-control', 'no-store')
        .send(pack.pdf as unknown as string); // a Buffer is sent as it is, never serialised
    },
  );
};
