/**
 * Compile-time exhaustiveness: a `switch` whose default calls this stops
 * compiling when a union gains a member nobody handles.
 */
export function assertNever(value: never): never {
  throw new Error(`Unhandled value: ${JSON.stringify(value)}`);
}

/**
 * For `evolve`, which must never throw: as exhaustive as `assertNever` at
 * compile time, but at run time an unforeseen event leaves the state alone.
 */
export function ignoreUnhandled<State>(_event: never, state: State): State {
  return state;
}
