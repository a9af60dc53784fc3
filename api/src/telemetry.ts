/**
 * OpenTelemetry tracing of HTTP (in and out), GraphQL, SQL (pg) and Redis (ioredis), off unless
 * the standard variables ask for it: OTEL_TRACES_EXPORTER (other than `none`) or an OTLP
 * endpoint (OTEL_EXPORTER_OTLP_ENDPOINT, OTEL_EXPORTER_OTLP_TRACES_ENDPOINT), and not
 * OTEL_SDK_DISABLED=true. The SDK reads the rest of them itself (protocol, headers, sampler,
 * OTEL_SERVICE_NAME). It must run before the instrumented modules load, so it is imported first:
 * `node --import ./dist/telemetry.js dist/main.js` (from source: `--import tsx --import ./src/telemetry.ts`).
 * Imports nothing of the app, and nothing of the SDK when tracing is off.
 */

type Env = Record<string, string | undefined>;

/** Whether the environment turns tracing on. */
export function tracingWanted(env: Env): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  const exporters = env.OTEL_TRACES_EXPORTER?.trim();
  if (exporters) return exporters.split(',').some((e) => e.trim() !== 'none');
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim());
}

export interface Telemetry {
  shutdown(): Promise<void>;
}

/** Starts the SDK when the environment asks for tracing; null (and nothing loaded) otherwise. */
export async function startTelemetry(env: Env = process.env): Promise<Telemetry | null> {
  if (!tracingWanted(env)) return null;
  const { register } = await import('node:module');
  const { createAddHookMessageChannel } = await import('import-in-the-middle');
  // ESM imports are patched through a loader hook, told to wrap only the modules instrumented
  // (wrapping every module would slow the start and break some).
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);
  const [{ NodeSDK }, { HttpInstrumentation }, { UndiciInstrumentation }, { GraphQLInstrumentation }, pg, redis] =
    await Promise.all([
      import('@opentelemetry/sdk-node'),
      import('@opentelemetry/instrumentation-http'),
      import('@opentelemetry/instrumentation-undici'),
      import('@opentelemetry/instrumentation-graphql'),
      import('@opentelemetry/instrumentation-pg'),
      import('@opentelemetry/instrumentation-ioredis'),
    ]);
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME ?? 'staffpay-api',
    instrumentations: [
      new HttpInstrumentation({
        // The scraper's polls would be most of the traces and tell nothing.
        ignoreIncomingRequestHook: (req) => req.url === '/metrics',
      }),
      // Outgoing fetch (webhooks, AI providers, OAuth).
      new UndiciInstrumentation(),
      // Spans per operation and per resolver that does work; trivial field reads are left out.
      new GraphQLInstrumentation({ ignoreTrivialResolveSpans: true, mergeItems: true }),
      // Statements are recorded as sent (with `?`/`$n` placeholders), never their values.
      new pg.PgInstrumentation({ enhancedDatabaseReporting: false }),
      // Commands without their arguments: event payloads may name people.
      new redis.IORedisInstrumentation({ dbStatementSerializer: (command) => command }),
    ],
  });
  sdk.start();
  await waitForAllMessagesAcknowledged();
  // Spans still batched go out before the process ends (main.ts closes the server, then exits).
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void sdk.shutdown().catch(() => {}));
  return sdk;
}

export const telemetry = await startTelemetry();
