import { DomainError } from '../domain-error.ts';

export const rebuildErrors = {
  alreadyStarted: () => new DomainError('RebuildRunExists', 'This rebuild run has already started'),
  notRunning: () => new DomainError('RebuildRunNotRunning', 'This rebuild run is not running'),
};
