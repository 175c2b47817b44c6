import { DomainError } from '../domain-error.ts';

export const feedbackErrors = {
  alreadySubmitted: () =>
    new DomainError('FeedbackAlreadySubmitted', 'This feedback was already submitted'),
  // Wording from the product's own validation toast.
  messageRequired: () =>
    new DomainError('FeedbackMessageRequired', 'Please select a feedback type and enter your message.'),
  notFound: () => new DomainError('FeedbackNotFound', 'Feedback not found'),
  ratingInvalid: (rating: number) =>
    new DomainError('FeedbackRatingInvalid', `Rating must be a whole number from 1 to 5, got ${rating}`),
};
