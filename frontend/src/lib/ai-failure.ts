import { ApiError, problemCode, retryAfterSeconds, serverMessage } from './api-client.ts';

/**
 * Why an AI call failed, as the UI tells it:
 * - `rate-limited`: HTTP 429; the user is told when to try again (toast 'Rate Limit Reached').
 * - `quota`: the plan's daily AI requests are used up; the server's message names the limit and
 *   the upgrade, so it is shown as is and no Retry is offered (it cannot succeed today).
 * - `refused`: another 4xx with a message (e.g. "Need at least 2 supplements…"); shown as is.
 * - `failed`: anything else (5xx, network, a malformed answer); the screen's own failure text.
 */
export type AiFailure =
  | { kind: 'rate-limited'; retryAfterSeconds: number | null; message: string }
  | { kind: 'quota'; message: string }
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; message: string };

/** The problem code the server answers when the plan's daily AI requests are used up. */
const QUOTA_CODE = 'daily_ai_quota_reached';

/** "42 seconds" under a minute and a half, else whole minutes rounded up ("55 minutes", not "3267 seconds"). */
export function waitText(seconds: number): string {
  if (seconds < 90) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}

function rateLimitMessage(seconds: number | null): string {
  if (seconds === null) return 'Too many AI requests. Please wait a moment and try again.';
  return `Too many AI requests. Please try again in ${waitText(seconds)}.`;
}

export function describeAiFailure(error: unknown, fallback: string): AiFailure {
  if (!(error instanceof ApiError)) return { kind: 'failed', message: fallback };
  if (error.status === 429) {
    const seconds = retryAfterSeconds(error);
    return { kind: 'rate-limited', retryAfterSeconds: seconds, message: rateLimitMessage(seconds) };
  }
  if (error.status >= 400 && error.status < 500) {
    const message = error.body === '' ? fallback : serverMessage(error);
    const code = problemCode(error);
    if (code === QUOTA_CODE) return { kind: 'quota', message };
    return { kind: 'refused', message };
  }
  return { kind: 'failed', message: fallback };
}


export type FailureView = { title: string; text: string; retry: boolean };

/** What a failure state shows: the screen's own title and text for an ordinary failure, the reason otherwise. */
export function failureView(error: unknown, generic: { title: string; text: string }): FailureView {
  const failure = describeAiFailure(error, generic.text);
  switch (failure.kind) {
    case 'rate-limited':
      return { title: 'Rate Limit Reached', text: failure.message, retry: true };
    case 'quota':
      return { title: 'Daily AI Limit Reached', text: failure.message, retry: false };
    case 'refused':
      return { title: generic.title, text: failure.message, retry: true };
    case 'failed':
      return { title: generic.title, text: generic.text, retry: true };
  }
}
