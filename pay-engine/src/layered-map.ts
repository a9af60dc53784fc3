/**
 * A read-only map made of a base map and the few keys changed on top of it, so that a new version
 * of a map of thousands with a handful of keys changed costs those keys, not a copy of thousands.
 * The top grows with each version and is folded into a new base now and then, which spreads that
 * copy over many versions. No version is ever changed: every one stays valid for whoever holds it.
 * Iteration gives every entry once, in no meaningful order.
 */
export class LayeredMap<K, V> implements ReadonlyMap<K, V> {
  private constructor(
    private readonly base: ReadonlyMap<K, V>,
    /** Changed keys; undefined marks a key removed. */
    private readonly top: ReadonlyMap<K, V | undefined>,
    readonly size: number,
  ) {}

  /** `map` with `changes` applied (a value of undefined removes the key). */
  static with<K, V>(map: ReadonlyMap<K, V>, changes: Iterable<[K, V | undefined]>): ReadonlyMap<K, V> {
    const base = map instanceof LayeredMap ? (map.base as ReadonlyMap<K, V>) : map;
    const top = new Map<K, V | undefined>(map instanceof LayeredMap ? map.top : []);
    for (const [key, value] of changes) top.set(key, value);
    // Folded once the top is a fair share of the base: lookups stay two probes, copies stay rare.
    if (top.size > 64 + base.size / 16) {
      const flat = new Map(base);
      for (const [key, value] of top) {
        if (value === undefined) flat.delete(key);
        else flat.set(key, value);
      }
      return flat;
    }
    let size = base.size;
    for (const [key, value] of top) size += (value === undefined ? 0 : 1) - (base.has(key) ? 1 : 0);
    return new LayeredMap(base, top, size);
  }

  get(key: K): V | undefined {
    return this.top.has(key) ? this.top.get(key) : this.base.get(key);
  }

  has(key: K): boolean {
    return this.top.has(key) ? this.top.get(key) !== undefined : this.base.has(key);
  }

  *entries(): MapIterator<[K, V]> {
    for (const [key, value] of this.base) {
      if (!this.top.has(key)) yield [key, value];
    }
    for (const [key, value] of this.top) {
      if (value !== undefined) yield [key, value];
    }
  }

  *keys(): MapIterator<K> {
    for (const [key] of this.entries()) yield key;
  }

  *values(): MapIterator<V> {
    for (const [, value] of this.entries()) yield value;
  }

  [Symbol.iterator](): MapIterator<[K, V]> {
    return this.entries();
  }

  forEach(callback: (value: V, key: K, map: ReadonlyMap<K, V>) => void, thisArg?: unknown): void {
    for (const [key, value] of this.entries()) callback.call(thisArg, value, key, this);
  }
}
