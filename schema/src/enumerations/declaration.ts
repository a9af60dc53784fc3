/**
 * A closed set is declared once, as an object keyed by its values that carries what each value
 * needs (its Russian label, and where the web shows it with one, its colour and icon name). The
 * value tuple, the union type, the label map and the select options are derived from it, so a new
 * value is one line of the declaration and the compiler then points at every exhaustive map that
 * must handle it (docs/architecture.md, "Enumerations").
 */

/** What every declared value carries. */
export interface Labelled {
  /** The Russian label the screens, exports and messages show. */
  readonly label: string;
}

/**
 * The declaration's values in their declared order (a GraphQL enum lists its values in this
 * order, so the emitted schema keeps it). No key is an integer-like string, whose keys
 * `Object.keys` would list first.
 */
export function valuesOf<T extends string>(declaration: Readonly<Record<T, unknown>>): readonly [T, ...T[]] {
  return Object.keys(declaration) as T[] as [T, ...T[]];
}

/** The value → one property map: a label map, a colour map. */
export function pick<T extends string, D, K extends keyof D>(
  declaration: Readonly<Record<T, D>>,
  key: K,
): Readonly<Record<T, D[K]>> {
  return Object.fromEntries(valuesOf(declaration).map((v) => [v, declaration[v][key]])) as Record<T, D[K]>;
}

/** The value → label map. */
export const labelsOf = <T extends string>(declaration: Readonly<Record<T, Labelled>>): Readonly<Record<T, string>> =>
  pick(declaration, 'label');

/** A select's options (Mantine `data`), in declared order, for the given values or all of them. */
export function optionsOf<T extends string>(
  declaration: Readonly<Record<T, Labelled>>,
  values: readonly T[] = valuesOf(declaration),
): { value: T; label: string }[] {
  return values.map((value) => ({ value, label: declaration[value].label }));
}
