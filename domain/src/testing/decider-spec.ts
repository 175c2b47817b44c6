import { expect } from 'vitest';
import type { Decider } from '../decider.ts';
import { DomainError, type DomainErrorCode } from '../domain-error.ts';
import type { EventWithMetadata } from '../event.ts';

/**
 * Given / when / then for deciders:
 *   const given = deciderSpec(supplementDecider);
 *   given([added, deactivated]).when(recordTake).thenThrows('SupplementInactive');
 * `given` events may carry metadata, as events read back from the store do.
 */
export function deciderSpec<Command, State, Event>(decider: Decider<Command, State, Event>) {
  return function given(history: readonly EventWithMetadata<Event>[]) {
    const state = history.reduce(decider.evolve, decider.initialState());
    return {
      when(command: Command) {
        const run = () => decider.decide(command, state);
        return {
          then(expected: readonly Event[]): void {
            expect(run()).toEqual(expected);
          },
          thenThrows(code: DomainErrorCode): void {
            let thrown: unknown;
            try {
              run();
            } catch (error) {
              thrown = error;
            }
            expect(thrown, `expected ${code} to be thrown`).toBeInstanceOf(DomainError);
            expect(thrown).toMatchObject({ code });
          },
        };
      },
    };
  };
}
