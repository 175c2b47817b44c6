/**
 * An event of a type this code does not know, as a newer writer could store it.
 * Typed `never` on purpose: it belongs to no union, yet evolve must survive it.
 */
export function unknownEvent(): never {
  return { type: 'SomethingNew', data: {} } as never;
}
