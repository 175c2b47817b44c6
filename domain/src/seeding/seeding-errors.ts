import { DomainError } from '../domain-error.ts';

export const seedingErrors = {
  alreadyRunning: () => new DomainError('SeedingAlreadyRunning', 'Seeding is already in progress'),
  notRunning: () => new DomainError('SeedingJobNotRunning', 'This seeding job is not running'),
};
