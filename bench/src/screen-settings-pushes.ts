import type { Alongside } from './card-subscribers';

const NEXT = Buffer.from('"type":"next"');

/**
 * Each wall screen's sharedScreenChanged subscription (the page's settings feed, the one that
 * counts it as watching), beside its data on the same socket: awaits one theme's push at every
 * screen and keeps the screens whose subscription ended, with the first refusal's text.
 */
export function screenSettingsPushes(shareUrl: string) {
  let awaited: {
    marker: Buffer;
    started: number;
    arrivals: number[];
    reached: Set<number>;
    of: number;
    done(): void;
  } | null = null;
  const ended = new Set<number>();
  let refusal: string | null = null;

  const alongside: Alongside = {
    query: 'subscription ($s: String!) { sharedScreenChanged(shareUrl: $s) { state theme privacyMode } }',
    variables: { s: shareUrl },
    frame(subscriber, data, at) {
      if (!data.subarray(0, 64).includes(NEXT)) {
        const message = JSON.parse(String(data)) as { type: string };
        if (message.type === 'error') refusal ??= String(data);
        if (message.type === 'error' || message.type === 'complete') ended.add(subscriber);
        return;
      }
      const a = awaited;
      if (!a || a.reached.has(subscriber) || !data.includes(a.marker)) return;
      a.reached.add(subscriber);
      a.arrivals.push(at - a.started);
      if (a.reached.size === a.of) a.done();
    },
  };

  return {
    alongside,
    ended: () => ended.size,
    refusal: () => refusal,
    /**
     * Awaits the push of `theme` at each of `screens` open screens, timed from `started`
     * (performance.now()); resolves with the arrivals in ms, the missing ones after `timeoutMs`.
     */
    expect(theme: string, screens: number, timeoutMs: number) {
      const started = performance.now();
      return {
        started,
        arrivals: new Promise<number[]>((resolve) => {
          const arrivals: number[] = [];
          const finish = () => {
            clearTimeout(timer);
            awaited = null;
            resolve(arrivals);
          };
          const timer = setTimeout(finish, timeoutMs);
          awaited = {
            marker: Buffer.from(`"theme":"${theme}"`),
            started,
            arrivals,
            reached: new Set(),
            of: screens,
            done: finish,
          };
        }),
      };
    },
  };
}
