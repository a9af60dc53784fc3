import { CombinedGraphQLErrors } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AI_ANALYSIS_MESSAGES as AI } from '@staffpay/schema/ai-analysis/ai-analysis.schemas';
import { EmployeeAiAnalysisDocument } from '@/gql/graphql';
import { errorCode, errorFields } from '@/shared/errors/error-message';
import { socketStatus } from '@/shared/live/socket-status';
import { PASSPORT } from '../employees.messages';

/** idle: nothing run yet; running: the text so far; done: the whole analysis; error: what to show. */
export type AiAnalysisState =
  | { status: 'idle' }
  | { status: 'running'; text: string }
  | { status: 'done'; text: string }
  | { status: 'error'; title: string; hints: string[] };

type Failure = Extract<AiAnalysisState, { status: 'error' }>;

/** Refusals whose own message says what to do (too many requests, no access, a blocked address). */
const TOLD_CODES = new Set(['TOO_MANY_REQUESTS', 'FORBIDDEN', 'NOT_FOUND', 'BAD_USER_INPUT']);

/**
 * The error state for a failed run: 'AI-анализ не настроен' with what to configure (the server's
 * `fieldErrors`), a refusal with its own message, anything else as the screen's failure text and
 * hint.
 */
export function analysisFailure(error: unknown): Failure {
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors[0]?.message ?? '';
    if (message === AI.notConfigured) {
      return { status: 'error', title: AI.notConfigured, hints: Object.values(errorFields(error)) };
    }
    const code = errorCode(error);
    if (code && TOLD_CODES.has(code) && message && message !== AI.failed) {
      return { status: 'error', title: AI.failed, hints: [message] };
    }
  }
  return { status: 'error', title: AI.failed, hints: [AI.failedHint] };
}

const IDLE: AiAnalysisState = { status: 'idle' };

/**
 * One employee's AI analysis, run on demand: `run()` starts the `employeeAiAnalysis`
 * subscription (each start is a new analysis on the server, so nothing starts it but a click),
 * the text grows with every chunk and the last chunk gives the whole analysis or the error.
 * A run is disposed when another starts, when the ids change and on unmount. A socket that
 * drops mid-run ends it as failed: graphql-ws would otherwise subscribe again on reconnect,
 * running a second analysis into the same text.
 */
export function useAiAnalysis(companyId: number, employeeId: number) {
  const client = useApolloClient();
  const key = `${companyId}:${employeeId}`;
  const [result, setResult] = useState<{ key: string; state: AiAnalysisState }>({ key, state: IDLE });
  const dispose = useRef<(() => void) | null>(null);

  const stop = useCallback(() => {
    dispose.current?.();
    dispose.current = null;
  }, []);

  const run = useCallback(() => {
    stop();
    const show = (state: AiAnalysisState) => setResult({ key, state });
    show({ status: 'running', text: '' });
    let text = '';
    let settled = false;
    // Set once subscribe() returns; an answer given at once may settle the run before that.
    const link: { subscription?: { unsubscribe(): void } } = {};

    let up = socketStatus.get();
    const unlisten = socketStatus.subscribe(() => {
      const now = socketStatus.get();
      if (up && !now && !settled) {
        finish({ status: 'error', title: AI.failed, hints: [PASSPORT.aiConnectionLost, AI.failedHint] });
      }
      up = now;
    });
    const end = () => {
      link.subscription?.unsubscribe();
      unlisten();
    };
    dispose.current = end;

    function finish(state: AiAnalysisState) {
      settled = true;
      show(state);
      end();
      if (dispose.current === end) dispose.current = null;
    }

    const subscription = client
      .subscribe({
        query: EmployeeAiAnalysisDocument,
        variables: { companyId, employeeId },
        fetchPolicy: 'no-cache',
      })
      .subscribe({
        next: ({ data, error }) => {
          if (settled) return;
          if (error) return finish(analysisFailure(error));
          const chunk = data?.employeeAiAnalysis;
          if (!chunk) return;
          if (!chunk.done) {
            text += chunk.delta;
            return show({ status: 'running', text });
          }
          const whole = chunk.analysis ?? '';
          finish(chunk.error || !whole.trim() ? analysisFailure(null) : { status: 'done', text: whole });
        },
        // Ended without its last chunk (the server went away).
        complete: () => {
          if (!settled) finish(analysisFailure(null));
        },
        error: (error: unknown) => {
          if (!settled) finish(analysisFailure(error));
        },
      });
    link.subscription = subscription;
    if (settled) subscription.unsubscribe();
  }, [client, companyId, employeeId, key, stop]);

  // Another employee or company, or the passport closed: the run ends with it.
  useEffect(() => stop, [key, stop]);

  return { state: result.key === key ? result.state : IDLE, run };
}
