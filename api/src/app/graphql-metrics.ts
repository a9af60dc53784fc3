import { performance } from 'node:perf_hooks';
import type { ApolloServerPlugin } from '@apollo/server';
import type { Metrics } from '../shared/metrics';

/** Operation names are the client's to choose: only plain identifiers become a label. */
const WELL_FORMED = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
/** Distinct operation names one server labels; later new names are counted as "other". */
export const MAX_OPERATION_NAMES = 300;
export const ANONYMOUS_OPERATION = 'anonymous';
export const OTHER_OPERATION = 'other';

/**
 * Times each GraphQL operation over HTTP by name and type. The names labelled are those of
 * operations the server validated and ran (a document that does not parse or validate has no
 * operation), well-formed, and the first MAX_OPERATION_NAMES of them: the web's
 * operations (about 150) fit, and a client inventing names cannot grow the series without end.
 */
export function graphqlMetricsPlugin(metrics: Metrics): ApolloServerPlugin {
  const known = new Set<string>();
  const labelOf = (name: string | null | undefined, ran: boolean): string => {
    if (!ran) return OTHER_OPERATION;
    if (!name) return ANONYMOUS_OPERATION;
    if (!WELL_FORMED.test(name)) return OTHER_OPERATION;
    if (known.has(name)) return name;
    if (known.size >= MAX_OPERATION_NAMES) return OTHER_OPERATION;
    known.add(name);
    return name;
  };
  return {
    async requestDidStart() {
      const start = performance.now();
      return {
        async willSendResponse({ operation, operationName }) {
          metrics.graphqlDuration.observe(
            { operation: labelOf(operationName, operation !== undefined), type: operation?.operation ?? 'unknown' },
            (performance.now() - start) / 1000,
          );
        },
      };
    },
  };
}
