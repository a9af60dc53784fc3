/**
 * What a sweep saw: leaks (a canary of a field the reader lacks, by operation, key, canary and
 * place in the answer, each once), the fields each reader did see (the positive control), and
 * which operations answered with data.
 */
import { FIELD_KEYS } from '@staffpay/schema/roles/permission-tree';
import { scan, type Canary, type Field, type Spot } from './canaries';
import type { Principal } from './canary-fixture';

export class Findings {
  /** A leak (transport, operation, key, canary, place) → the readers it reached. */
  private readonly leaks = new Map<string, Set<string>>();
  private readonly seen = new Map<string, Set<Field>>();
  private readonly seenCanaries = new Set<string>();
  /** Operation → fields whose canaries it showed to a reader holding them. */
  private readonly seenIn = new Map<string, Set<Field>>();
  /** Operation → readers it answered with data. */
  readonly answered = new Map<string, Set<string>>();
  readonly called = new Set<string>();
  readonly notes = new Set<string>();
  /** The readers some answer was recorded for: the positive control asks only of them. */
  private readonly readers = new Set<string>();

  constructor(
    readonly transport: string,
    private readonly canaries: readonly Canary[],
  ) {}

  /** Looks for every canary in one answer of `op` to `who`. */
  record(who: Principal, op: string, spots: Spot[], withData: boolean, via = this.transport): void {
    this.called.add(op);
    this.readers.add(who.name);
    if (withData) {
      if (!this.answered.has(op)) this.answered.set(op, new Set());
      this.answered.get(op)!.add(who.name);
    }
    for (const { canary, where } of scan(spots, this.canaries)) {
      if (who.missing.includes(canary.field)) {
        const leak = `${via} ${op} × ${FIELD_KEYS[canary.field]} × ${canary.label} (${canary.value}) × ${where}`;
        if (!this.leaks.has(leak)) this.leaks.set(leak, new Set());
        this.leaks.get(leak)!.add(who.name);
      } else {
        if (!this.seen.has(who.name)) this.seen.set(who.name, new Set());
        this.seen.get(who.name)!.add(canary.field);
        this.seenCanaries.add(canary.label);
        if (!this.seenIn.has(op)) this.seenIn.set(op, new Set());
        this.seenIn.get(op)!.add(canary.field);
      }
    }
  }

  leakList(): string[] {
    return [...this.leaks].map(([leak, readers]) => `${leak}   [as ${[...readers].join('; ')}]`).sort();
  }

  /** Each operation × missing key that leaked, once. */
  leakingPairs(): string[] {
    return [...new Set([...this.leaks.keys()].map((l) => l.split(' × ').slice(0, 2).join(' × ')))].sort();
  }

  /** Per reader, the fields it holds whose canaries it never saw: the fixture or the sweep would be blind there. */
  blindSpots(readers: readonly Principal[], fields: readonly Field[]): string[] {
    return readers
      .filter((who) => this.readers.has(who.name))
      .flatMap((who) =>
        fields
          .filter((f) => !who.missing.includes(f) && !this.seen.get(who.name)?.has(f))
          .map((f) => `${who.name} never saw a ${FIELD_KEYS[f]} canary`),
      );
  }

  /** Operations that showed some held canary: proof their answers (files too) are read. */
  showingOps(): string[] {
    return [...this.seenIn.keys()].sort();
  }

  unseenCanaries(): string[] {
    return this.canaries.map((c) => c.label).filter((l) => !this.seenCanaries.has(l));
  }

  answeredOps(): string[] {
    return [...this.answered.keys()].sort();
  }

  summary(keys: number): string {
    const ops = this.called.size;
    return (
      `canary sweep [${this.transport}]: ${ops} operations × ${keys} keys × ${this.readers.size} readers ` +
      `(${this.answered.size} operations answered with data); ${this.leaks.size} leaks`
    );
  }
}

/** Small batches at a time: the machine is shared. */
export async function inBatches<T>(items: readonly T[], size: number, fn: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(fn));
}
