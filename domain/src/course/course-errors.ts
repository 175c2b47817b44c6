import { DomainError } from '../domain-error.ts';

export const courseErrors = {
  notFound: () => new DomainError('CourseNotFound', 'Course not found'),
  alreadyExists: () => new DomainError('CourseAlreadyExists', 'This course already exists'),
  // Spec: completed and cancelled courses are final, with no actions.
  finished: () => new DomainError('CourseFinished', 'This course is finished and can no longer change'),
  notActive: () => new DomainError('CourseNotActive', 'Only an active course can be paused or completed'),
  notPaused: () => new DomainError('CourseNotPaused', 'Only a paused course can be resumed'),
  progressOutOfRange: (durationDays: number) =>
    new DomainError('CourseProgressOutOfRange', `Progress must be between 0 and ${durationDays} days`),
  supplementNotFound: () => new DomainError('SupplementNotFound', 'Supplement not found'),
};
