import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LayeredMap } from './layered-map';

const RUNS = { seed: 20261125, numRuns: 200 };
const sorted = (map: ReadonlyMap<number, string>) => [...map].sort((a, b) => a[0] - b[0]);

describe('LayeredMap', () => {
  // 200 runs of up to 30 versions each: seconds on shared cores, so not vitest's default 5 s.
  it('every version reads as the plain map it stands for, and stays so', { timeout: 60_000 }, () => {
    const changes = fc.array(
      fc.tuple(fc.integer({ min: 0, max: 300 }), fc.option(fc.string(), { nil: undefined, freq: 2 })),
      {
        minLength: 5,
        maxLength: 60,
      },
    );
    let folded = 0;
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 300 })),
        fc.array(changes, { minLength: 5, maxLength: 30 }),
        (keys, batches) => {
          let plain = new Map(keys.map((k) => [k, `v${k}`]));
          let layered: ReadonlyMap<number, string> = new Map(plain);
          const versions: [ReadonlyMap<number, string>, [number, string][]][] = [];
          for (const batch of batches) {
            plain = new Map(plain);
            for (const [k, v] of batch) {
              if (v === undefined) plain.delete(k);
              else plain.set(k, v);
            }
            layered = LayeredMap.with(layered, batch);
            if (!(layered instanceof LayeredMap)) folded++;
            versions.push([layered, sorted(plain)]);
            expect(layered.size).toBe(plain.size);
            for (let k = 0; k <= 300; k += 7) {
              expect(layered.get(k)).toBe(plain.get(k));
              expect(layered.has(k)).toBe(plain.has(k));
            }
          }
          for (const [version, entries] of versions) {
            expect(sorted(version)).toEqual(entries);
            expect([...version.keys()].sort((a, b) => a - b)).toEqual(entries.map(([k]) => k));
          }
        },
      ),
      RUNS,
    );
    expect(folded).toBeGreaterThan(100);
  });
});
