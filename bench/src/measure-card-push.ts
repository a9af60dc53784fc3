import type { Bonus } from './bonus-book';
import type { CardSubscribers } from './card-subscribers';
import { Latencies, type Summary } from './stats';

/** What a timed change is: the bonus planned, then made (booked in the product, triggered at the floor). */
export interface Change {
  plan(): Bonus;
  make(bonus: Bonus): Promise<void>;
}

export interface CardPushResult {
  subscribers: number;
  samples: number;
  /** Pushes that arrived in time, over all samples and subscribers. */
  deliveries: number;
  /** (sample, subscriber) pairs whose push did not arrive within the timeout. */
  lost: number;
  /** Subscriptions that had ended (socket closed, error) by the end. */
  endedSubscribers: number;
  /** Every delivery: from the booking request's start to the push's arrival at one subscriber. */
  pushLatencyMs: Summary;
  /** Per sample: until the first subscriber had the push (the change's own cost: booking, bus, recomputation). */
  firstSubscriberMs: Summary;
  /** Per sample in which every subscriber received the push: until the last of them had it (plus the fan-out). */
  lastSubscriberMs: Summary;
  /** The largest message (a `next`) that carried the expected card, in bytes. */
  frameBytes: number;
  /** Frames the subscribers received per delivery timed (1: nothing but the expected pushes). */
  framesPerDelivery: number;
  /** The change's own HTTP round trip (the booking; the floor's trigger). */
  mutationMs: Summary;
}

/**
 * `samples` times, one after another: make a change (a bonus) and wait until every subscriber has
 * received the employee's card with the new totalBonuses, or `timeoutMs`.
 */
export async function measureCardPush(
  subscribers: CardSubscribers,
  change: Change,
  opts: { samples: number; timeoutMs: number; gapMs: number },
): Promise<CardPushResult> {
  const push = new Latencies();
  const first = new Latencies();
  const last = new Latencies();
  const mutation = new Latencies();
  const n = subscribers.size;
  let deliveries = 0;
  let lost = 0;
  let frameBytes = 0;
  const framesBefore = subscribers.frames;
  for (let s = 0; s < opts.samples; s++) {
    const bonus = change.plan();
    const got = new Uint8Array(n);
    let received = 0;
    let firstAt = Infinity;
    let lastAt = 0;
    let started = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, opts.timeoutMs);
      subscribers.expectation = {
        employeeId: bonus.employeeId,
        totalCents: bonus.totalCents,
        markers: subscribers.markers(bonus.employeeId, bonus.totalCents),
        arrived(i, at, bytes) {
          if (got[i]) return;
          frameBytes = Math.max(frameBytes, bytes);
          got[i] = 1;
          received++;
          push.record(at - started);
          firstAt = Math.min(firstAt, at);
          lastAt = Math.max(lastAt, at);
          if (received === n) resolve();
        },
      };
    });
    started = performance.now();
    await change.make(bonus);
    mutation.record(performance.now() - started);
    await done;
    clearTimeout(timer);
    subscribers.expectation = null;
    // Every push of the change parsed: one taken for the card by its markers without it is lost.
    const misclaimed = subscribers.settle(bonus);
    deliveries += received - misclaimed;
    lost += n - received + misclaimed;
    if (received > 0) first.record(firstAt - started);
    if (received === n) last.record(lastAt - started);
    // The API recomputes a company's payroll at most every 100 ms (pay-feed.ts); pausing longer
    // makes every sample a change of its own, not one held back behind the previous sample's.
    await new Promise((r) => setTimeout(r, opts.gapMs));
  }
  return {
    subscribers: n,
    samples: opts.samples,
    deliveries,
    lost,
    endedSubscribers: subscribers.endedCount,
    pushLatencyMs: push.summary(),
    firstSubscriberMs: first.summary(),
    lastSubscriberMs: last.summary(),
    mutationMs: mutation.summary(),
    frameBytes,
    framesPerDelivery: Math.round(((subscribers.frames - framesBefore) / Math.max(1, deliveries)) * 100) / 100,
  };
}
