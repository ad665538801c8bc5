import {
  NEW_ROUTING_FORM_ID,
  RoutingFormCreateBodySchema,
  RoutingFormEditBodySchema,
  RoutingFormListQuerySchema,
  RoutingFormListSchema,
  RoutingFormParamsSchema,
  RoutingFormSchema,
  RoutingOkSchema,
} from '@kairos/core/routing/form-schema';
import {
  RoutingRuleAddBodySchema,
  RoutingRuleEditBodySchema,
  RoutingRuleListSchema,
  RoutingRuleOrderBodySchema,
  RoutingRuleParamsSchema,
  RoutingRuleSchema,
} from '@kairos/core/routing/rule-schema';
import {
  PublicRoutingFormParamsSchema,
  PublicRoutingFormQuerySchema,
  PublicRoutingFormSchema,
  ROUTING_EXPORT_CONTENT_TYPE,
  RoutingResponseListQuerySchema,
  RoutingResponseListSchema,
  RoutingSubmitBodySchema,
  RoutingSubmitResultSchema,
} from '@kairos/core/routing/submission-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import * as service from './service.ts';

const tags = ['Routing forms'];
const can = (action: 'view' | 'create' | 'edit' | 'delete') => ({
  access: { area: 'routingForms' as const, action },
});

/** Routing forms (spec section 7, "Routing forms"): the host's forms, rules and responses, and the public form. */
export function routingFormRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/routing/form-list',
      {
        config: can('view'),
        schema: {
          tags,
          description:
            'The workspace’s forms, 50 a page from `pageNo` 1, most recently changed first; `searchText` matches name, title or slug.',
          querystring: RoutingFormListQuerySchema,
          response: { 200: RoutingFormListSchema },
        },
      },
      async (request) => service.listForms(deps, authOf(request), request.query),
    );

    app.get(
      '/routing/form/:id',
      {
        config: can('view'),
        schema: {
          tags,
          description: 'One form; 404 for another workspace’s.',
          params: RoutingFormParamsSchema,
          response: { 200: RoutingFormSchema },
        },
      },
      async (request) => service.getForm(deps, authOf(request), request.params.id),
    );

    app.post(
      '/routing/form/:id',
      {
        config: can('edit'),
        schema: {
          tags,
          description:
            '`id` = `new` creates a form (body: RoutingFormCreateBody; it gets its default rule, a CUSTOM_MESSAGE ' +
            '‘Form submitted !’) and answers 201; any other `id` edits that form (body: RoutingFormEditBody, fields ' +
            'left out keep their value) and answers 200. 409 SLUG_TAKEN when the slug is another live form’s.',
          params: RoutingFormParamsSchema,
          body: RoutingFormEditBodySchema,
          response: { 200: RoutingFormSchema, 201: RoutingFormSchema },
        },
      },
      async (request, reply) => {
        const auth = authOf(request);
        if (request.params.id === NEW_ROUTING_FORM_ID) {
          const body = RoutingFormCreateBodySchema.safeParse(request.body);
          if (!body.success) {
            const issues = body.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
            throw service.invalidBody(issues);
          }
          return reply.code(201).send(await service.createForm(deps, auth, body.data));
        }
        return service.editForm(deps, auth, request.params.id, request.body);
      },
    );

    app.delete(
      '/routing/form/:id',
      {
        config: can('delete'),
        schema: {
          tags,
          description: 'Deletes a form: gone from lists and its public page; its responses are kept.',
          params: RoutingFormParamsSchema,
          response: { 200: RoutingOkSchema },
        },
      },
      async (request) => {
        await service.deleteForm(deps, authOf(request), request.params.id);
        return { ok: true as const };
      },
    );

    app.get(
      '/routing/:id/conditions/list',
      {
        config: can('view'),
        schema: {
          tags,
          description: 'The rules: non-default ones in order, then the default one.',
          params: RoutingFormParamsSchema,
          response: { 200: RoutingRuleListSchema },
        },
      },
      async (request) => service.listRules(deps, authOf(request), request.params.id),
    );

    app.post(
      '/routing/:id/conditions/add',
      {
        config: can('edit'),
        schema: {
          tags,
          description:
            'Adds a rule after the others (before the default). Clauses must name questions of the form; an EVENT_TYPE redirect an event of the workspace.',
          params: RoutingFormParamsSchema,
          body: RoutingRuleAddBodySchema,
          response: { 201: RoutingRuleSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await service.addRule(deps, authOf(request), request.params.id, request.body)),
    );

    app.post(
      '/routing/:id/conditions/edit',
      {
        config: can('edit'),
        schema: {
          tags,
          description: 'Changes a rule’s condition and/or redirect. The default rule takes a redirect only.',
          params: RoutingFormParamsSchema,
          body: RoutingRuleEditBodySchema,
          response: { 200: RoutingRuleSchema },
        },
      },
      async (request) => service.editRule(deps, authOf(request), request.params.id, request.body),
    );

    app.delete(
      '/routing/:id/conditions/:cid',
      {
        config: can('edit'),
        schema: {
          tags,
          description: 'Deletes a rule; 409 CONFLICT for the default rule.',
          params: RoutingRuleParamsSchema,
          response: { 200: RoutingOkSchema },
        },
      },
      async (request) => {
        await service.deleteRule(deps, authOf(request), request.params.id, request.params.cid);
        return { ok: true as const };
      },
    );

    app.post(
      '/routing/:id/order/conditions',
      {
        config: can('edit'),
        schema: {
          tags,
          description:
            'Reorders the rules: `conditionsIds` must be exactly the non-default rules’ ids, each once (else 400).',
          params: RoutingFormParamsSchema,
          body: RoutingRuleOrderBodySchema,
          response: { 200: RoutingRuleListSchema },
        },
      },
      async (request) =>
        service.orderRulesOf(deps, authOf(request), request.params.id, request.body.conditionsIds),
    );

    app.get(
      '/routing/:id/response',
      {
        config: can('view'),
        schema: {
          tags,
          description:
            'Responses, newest first, 50 a page, with the matched rule’s label and signed download addresses of attachments.',
          params: RoutingFormParamsSchema,
          querystring: RoutingResponseListQuerySchema,
          response: { 200: RoutingResponseListSchema },
        },
      },
      async (request) =>
        service.listResponses(deps, authOf(request), request.params.id, request.query.pageNo),
    );

    app.get(
      '/routing/:id/responses/export',
      {
        config: can('view'),
        schema: {
          tags,
          description:
            'Every response as CSV (`text/csv`, a download): Submitted at, Matched rule, one column per question, ' +
            'Meeting id. RFC 4180 quoting; a cell starting with = + - @ tab or CR gets a leading apostrophe.',
          params: RoutingFormParamsSchema,
          response: { 200: z.string() },
        },
      },
      async (request, reply) => {
        const { csv, fileName } = await service.exportResponses(deps, authOf(request), request.params.id);
        return reply
          .header('Content-Type', ROUTING_EXPORT_CONTENT_TYPE)
          .header(
            'Content-Disposition',
            `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
          )
          .header('X-Content-Type-Options', 'nosniff')
          .serializer((payload: unknown) => String(payload))
          .send(csv);
      },
    );

    app.get(
      '/website/routing-form/:slug',
      {
        config: { access: 'public' },
        schema: {
          tags,
          description:
            'A public form by the workspace’s access link and the form’s slug; 404 NOT_FOUND unless it is ACTIVE.',
          params: PublicRoutingFormParamsSchema,
          querystring: PublicRoutingFormQuerySchema,
          response: { 200: PublicRoutingFormSchema },
        },
      },
      async (request) => service.getPublicForm(deps, request.params.slug, request.query.accessLink),
    );

    app.post(
      '/website/routing-form',
      {
        config: { access: 'public' },
        schema: {
          tags,
          description:
            'Submits a public form. The answers are checked with the page’s own rules (400 VALIDATION_ERROR, issues ' +
            '`answers.<questionId>`), except on a form whose only question is an attachment. Answers with the ' +
            'first matching rule’s redirect (else the default’s). EVENT_TYPE gives `accessLink` and `eventSlug`: open ' +
            '`/{accessLink}/{eventSlug}?responseId={_id}` and book with `POST /meet/book?responseId={_id}`. ' +
            'One address may send 100 submissions to a form in ten minutes (429 RATE_LIMITED after).',
          body: RoutingSubmitBodySchema,
          response: { 201: RoutingSubmitResultSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await service.submitForm(deps, request.body, request.ip)),
    );
  };
}
