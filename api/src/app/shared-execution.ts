import { createSourceEventStream, execute, type DocumentNode, type ExecutionArgs, type ExecutionResult } from 'graphql';
import { isShared } from '../shared/live/shared-payload';
import { SlowSubscriberError } from '../shared/live/push-queue';

const executed = new WeakMap<object, Map<string, Promise<ExecutionResult>>>();
/** Results every subscriber of one query receives as the same object: their frames can be serialised once. */
const sharedResults = new WeakSet<ExecutionResult>();
/** Per subscription (graphql-ws keeps one ExecutionArgs per subscription): its query's key, built once. */
const keys = new WeakMap<ExecutionArgs, string>();
/** Sockets sending the same operation text share one document (ws-documents.ts): one number names it. */
const documentIds = new WeakMap<DocumentNode, number>();
let documents = 0;

function keyOf(args: ExecutionArgs): string {
  let key = keys.get(args);
  if (key === undefined) {
    let id = documentIds.get(args.document);
    if (id === undefined) documentIds.set(args.document, (id = ++documents));
    key = `${id}\n${args.operationName ?? ''}\n${JSON.stringify(args.variableValues ?? {})}`;
    keys.set(args, key);
  }
  return key;
}

export function isSharedResult(result: ExecutionResult): boolean {
  return sharedResults.has(result);
}

/**
 * Executes a pushed payload's selection: once per payload and distinct query for payloads marked
 * shared (a thousand dashboards of one view cost one execution), per subscriber otherwise.
 */
function executeEvent(args: ExecutionArgs, payload: unknown): Promise<ExecutionResult> {
  const run = async () => execute({ ...args, rootValue: payload });
  if (!isShared(payload)) return run();
  let byQuery = executed.get(payload);
  if (!byQuery) executed.set(payload, (byQuery = new Map()));
  const key = keyOf(args);
  let result = byQuery.get(key);
  if (!result) {
    result = run().then((r) => {
      sharedResults.add(r);
      return r;
    });
    byQuery.set(key, result);
  }
  return result;
}

/**
 * graphql's subscribe, with the execution of each event shared as above, and a subscriber that
 * fell too far behind reported through `onSlow` (the socket is closed, its client reconnects and
 * refetches) instead of as an error on one subscription.
 */
export async function subscribeShared(
  args: ExecutionArgs,
  onSlow: () => void,
): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
  const stream = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in stream)) return stream;
  const events = stream[Symbol.asyncIterator]();
  const results: AsyncIterableIterator<ExecutionResult> = {
    async next() {
      try {
        const event = await events.next();
        if (event.done) return { done: true, value: undefined };
        return { done: false, value: await executeEvent(args, event.value) };
      } catch (error) {
        if (!(error instanceof SlowSubscriberError)) throw error;
        onSlow();
        return { done: true, value: undefined };
      }
    },
    async return() {
      await events.return?.();
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
  return results;
}
