import {
  createSourceEventStream,
  execute,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type FormattedExecutionResult,
} from 'graphql';
import { attachSink, canAttach } from '../shared/live/live-source';
import { isShared } from '../shared/live/shared-payload';
import { SlowSubscriberError } from '../shared/live/push-queue';
import { frameWriter, payloadBytes, type FrameTarget } from './subscriber-frames';

type Settled<T> = T | Promise<T>;

/** A shared payload's `next` payload bytes per distinct query: one execution and one serialisation for all. */
const bytesByPayload = new WeakMap<object, Map<string, Settled<Buffer>>>();
/** The last shared bytes looked up: a push's subscribers of one query come one after another. */
let last: { payload: unknown; key: string; bytes: Buffer } = { payload: undefined, key: '', bytes: Buffer.alloc(0) };
/** Sockets sending the same operation text share one document (ws-documents.ts): one number names it. */
const documentIds = new WeakMap<DocumentNode, number>();
let documents = 0;

/** A subscription's query key: subscribers with equal keys receive equal bytes for a shared payload. */
function keyOf(args: ExecutionArgs): string {
  let id = documentIds.get(args.document);
  if (id === undefined) documentIds.set(args.document, (id = ++documents));
  return `${id}\n${args.operationName ?? ''}\n${JSON.stringify(args.variableValues ?? {})}`;
}

const then = <T, U>(value: Settled<T>, f: (value: T) => U): Settled<U> =>
  value instanceof Promise ? value.then(f) : f(value);

/** Executes a pushed payload's selection for one subscriber (synchronously when every resolver is). */
const run = (args: ExecutionArgs, payload: unknown): Settled<ExecutionResult> =>
  execute({ ...args, rootValue: payload });

/** Told of each push written to a subscriber (the metrics): `received` when it arrives, `written` once it is out. */
export interface FanOutWatch {
  received(payload: unknown): number;
  written(since: number): void;
}
const unwatched: FanOutWatch = { received: () => 0, written: () => {} };

/** How a result goes on the wire: its errors formatted (the socket server masks internal ones). */
export type FormatResult = (result: ExecutionResult) => FormattedExecutionResult;

/**
 * The payload bytes of a push for a subscriber: for payloads marked shared (the group is the
 * payload, which is one view as one kind of reader sees it, and the query), executed and
 * serialised once for every subscriber of the group; per subscriber otherwise.
 */
function bytesOf(
  args: ExecutionArgs,
  key: string,
  serialise: (result: ExecutionResult) => Buffer,
  payload: unknown,
): Settled<Buffer> {
  if (payload === last.payload && key === last.key) return last.bytes;
  if (!isShared(payload)) return then(run(args, payload), serialise);
  let byQuery = bytesByPayload.get(payload);
  if (!byQuery) bytesByPayload.set(payload, (byQuery = new Map()));
  let bytes = byQuery.get(key);
  if (!bytes) {
    const settled = then(run(args, payload), serialise);
    byQuery.set(key, settled);
    // Later subscribers of the group take the bytes without a promise hop.
    if (settled instanceof Promise)
      void settled.then(
        (b) => byQuery.set(key, b),
        () => byQuery.delete(key),
      );
    bytes = settled;
  }
  if (!(bytes instanceof Promise)) last = { payload, key, bytes };
  return bytes;
}

const ended = (): IteratorResult<ExecutionResult> => ({ done: true, value: undefined });

/** graphql-ws's own formatting: each error in its JSON form. */
const defaultFormat: FormatResult = ({ errors, ...rest }) =>
  errors ? { ...rest, errors: errors.map((e) => e.toJSON()) } : rest;

/**
 * Push mode: each push becomes bytes (shared as above) written straight to the subscriber's
 * socket, in push order, without graphql-ws's per-message iteration and serialisation. The
 * iterator handed to graphql-ws yields nothing: its one `next()` settles when the subscription
 * ends (graphql-ws then sends `complete`) or fails (it sends `error`), as the source tells it.
 */
function pushed(
  args: ExecutionArgs,
  events: AsyncIterator<unknown>,
  target: FrameTarget,
  onSlow: () => void,
  format: FormatResult,
  watch: FanOutWatch,
): AsyncIterableIterator<ExecutionResult> {
  const write = frameWriter(target, onSlow);
  // Per subscription, not per push: a push to thousands of subscribers repeats only what must be.
  const key = keyOf(args);
  const serialise = (result: ExecutionResult) => payloadBytes(format(result));
  let open = true;
  let failure: { error: unknown } | null = null;
  let tail: Promise<void> | null = null;
  let settle: (() => void) | null = null;
  let end: Promise<IteratorResult<ExecutionResult>> | null = null;
  const ending = (): Promise<IteratorResult<ExecutionResult>> =>
    (end ??= new Promise<IteratorResult<ExecutionResult>>((resolve, reject) => {
      settle = () => (failure ? reject(failure.error) : resolve(ended()));
      if (!open) settle();
    }));
  const deliver = (payload: unknown) => {
    if (!open) return;
    const since = watch.received(payload);
    const bytes = bytesOf(args, key, serialise, payload);
    if (!tail && !(bytes instanceof Promise)) {
      if (write(bytes)) watch.written(since);
      return;
    }
    // A push still executing holds the ones behind it: each subscriber sees pushes in order.
    const next: Promise<void> = (tail ?? Promise.resolve())
      .then(() => bytes)
      .then(
        (b) => void (open && write(b) && watch.written(since)),
        (error: unknown) => {
          failure ??= { error };
          void events.return?.();
        },
      )
      .finally(() => {
        if (tail === next) tail = null;
      });
    tail = next;
  };
  // Nothing may follow graphql-ws's `complete` or `error`: a push still executing is dropped.
  attachSink(events, deliver, (failed) => {
    open = false;
    if (failed) failure ??= failed;
    settle?.();
  });
  return {
    next: ending,
    async return() {
      open = false;
      await events.return?.();
      return ended();
    },
    async throw(error: unknown) {
      open = false;
      await events.return?.();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/** Iteration mode, for sources that cannot push: graphql-ws takes each result and sends it. */
function iterated(
  args: ExecutionArgs,
  events: AsyncIterator<unknown>,
  onSlow: () => void,
  watch: FanOutWatch,
): AsyncIterableIterator<ExecutionResult> {
  return {
    async next() {
      try {
        const event = await events.next();
        if (event.done) return ended();
        const since = watch.received(event.value);
        const value = await run(args, event.value);
        // graphql-ws sends it as soon as it has it.
        watch.written(since);
        return { done: false, value };
      } catch (error) {
        if (!(error instanceof SlowSubscriberError)) throw error;
        onSlow();
        return ended();
      }
    },
    async return() {
      await events.return?.();
      return ended();
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/**
 * graphql's subscribe for the socket server: a source that can push (live-source.ts) writes its
 * frames itself, so a change many subscribers share costs one execution, one serialisation and
 * then a socket write each; other sources are iterated as graphql-ws does. A subscriber too far
 * behind is reported through `onSlow` (its socket is closed, its client reconnects and
 * refetches) rather than as an error on one subscription.
 */
export async function subscribeShared(
  args: ExecutionArgs,
  target: FrameTarget | undefined,
  onSlow: () => void,
  format: FormatResult = defaultFormat,
  watch: FanOutWatch = unwatched,
): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
  const stream = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in stream)) return stream;
  const events = stream[Symbol.asyncIterator]();
  return target && canAttach(events)
    ? pushed(args, events, target, onSlow, format, watch)
    : iterated(args, events, onSlow, watch);
}
