import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestContext } from '../shared/context';
import { pipeline } from 'node:stream';
import { companyIdOf, DEFAULT_BODY_LIMIT, type RestRoute } from '../shared/rest';
import { capBody, refuseAnnouncedOver } from './body-limits';
import { guardRecord } from '../shared/field-guard/guard';
import { viewerOf } from '../shared/tenancy/viewer';
import { withLimits } from './rate-limit-headers';

export function registerRoutes(
  app: FastifyInstance,
  routes: RestRoute[],
  contextFor: (req: FastifyRequest, reply: FastifyReply, auth: RestRoute['auth']) => Promise<RequestContext>,
): void {
  const contexts = new WeakMap<FastifyRequest, RequestContext>();
  const streamed = routes.filter((r) => r.streamBody);
  if (streamed.length > 0) {
    // Their own plugin scope: the pass-through parser below reaches these routes only.
    app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (req, payload, done) => {
        const limit = req.routeOptions.bodyLimit ?? DEFAULT_BODY_LIMIT;
        try {
          refuseAnnouncedOver(req, limit);
        } catch (error) {
          return done(error as Error);
        }
        done(
          null,
          pipeline(payload, capBody(limit), () => {}),
        );
      });
      for (const route of streamed) addRoute(scope, route);
    });
  }
  for (const route of routes) if (!route.streamBody) addRoute(app, route);

  function addRoute(app: FastifyInstance, route: RestRoute): void {
    app.route({
      method: route.method,
      url: route.path,
      bodyLimit: route.bodyLimit ?? DEFAULT_BODY_LIMIT,
      // The caller is resolved, and a stranger or a refused member answered, before a byte of the
      // body is read: onRequest runs ahead of content parsing, so a 400 MB anonymous body costs nothing.
      onRequest: async (req, reply) => {
        const ctx = await contextFor(req, reply, route.auth ?? 'required');
        if (route.admit) await withLimits(req, () => route.admit!(ctx, req));
        contexts.set(req, ctx);
      },
      handler: async (req, reply) => {
        const ctx = contexts.get(req)!;
        const companyId = route.company ? companyIdOf(req, route.company) : undefined;
        // An optional company left out stays undefined (RestRoute.input).
        const input: unknown = route.input ? route.input(req, companyId as number) : companyId;
        const answer = await withLimits(req, () => route.handler(ctx, input, req));
        // Fields the viewer may not see are hidden where every answer passes (docs/permissions.md).
        const result = route.answers ? (guardRecord(route.answers, answer, viewerOf(ctx)) as typeof answer) : answer;
        if (route.send) return route.send(reply, result, req);
        reply.status(route.status ?? 200);
        const body: unknown = route.output ? route.output(result) : result;
        if (body === undefined || body === null) return body;
        // Sent as bytes: given a string, fastify measures its UTF-8 length and the socket encodes it
        // again, two extra passes over lists of megabytes. A route may hand over JSON bytes it made once.
        const bytes = Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
        return reply.type('application/json; charset=utf-8').send(bytes);
      },
    });
  }
}
