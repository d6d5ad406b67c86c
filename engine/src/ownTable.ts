/**
 * A frozen copy of a table without a prototype. Tables looked up by a value from a document or a request must
 * hold only their own entries: on a plain object `constructor`, `toString` or `valueOf` find Object's functions.
 */
export function ownTable<T>(entries: Readonly<Record<string, T>>): Readonly<Record<string, T>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
}
