import { useEffect } from 'react';

const OPEN_FEEDBACK = 'regimen:open-feedback';

/**
 * The footer's Send Feedback opens the one feedback dialog, which belongs to the feedback feature:
 * a window event keeps shared chrome from importing a feature.
 */
export function requestFeedback(): void {
  window.dispatchEvent(new Event(OPEN_FEEDBACK));
}

export function useFeedbackRequests(onRequest: () => void): void {
  useEffect(() => {
    window.addEventListener(OPEN_FEEDBACK, onRequest);
    return () => window.removeEventListener(OPEN_FEEDBACK, onRequest);
  }, [onRequest]);
}
