import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError, OpenAIError, RateLimitError } from 'openai';
import { ContentFilterFinishReasonError, LengthFinishReasonError } from 'openai/core/error';
import { ZodError } from 'zod';
import { ProviderError } from './provider.ts';

const messages = {
  timeout: 'The AI service did not answer in time. Please try again.',
  rate_limited: 'The AI service is busy right now. Please try again later.',
  unavailable: 'The AI service is unavailable right now. Please try again later.',
  invalid_output: 'The AI service gave an answer that could not be used. Please try again.',
  misconfigured: 'The AI service is not configured correctly. Please contact support.',
} as const;

function retryAfterSeconds(error: APIError): number | null {
  const header = error.headers?.get('retry-after');
  if (header === null || header === undefined) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/**
 * Every failure of a model call as a ProviderError whose message is written here, never taken
 * from the provider or the model. The SDK's error stays in `cause` for the server log.
 */
export function toProviderError(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  const fail = (code: keyof typeof messages, extra: { retryAfterSeconds?: number | null } = {}) =>
    new ProviderError(code, messages[code], { cause: error, ...extra });

  // A reply that does not match the schema throws zod's error; bad JSON throws a SyntaxError.
  if (error instanceof ZodError || (error instanceof Error && error.name === 'ZodError') || error instanceof SyntaxError) {
    return fail('invalid_output');
  }
  if (error instanceof LengthFinishReasonError || error instanceof ContentFilterFinishReasonError) return fail('invalid_output');
  if (error instanceof APIConnectionTimeoutError) return fail('timeout');
  if (error instanceof APIUserAbortError || error instanceof APIConnectionError) return fail('unavailable');
  if (error instanceof RateLimitError) return fail('rate_limited', { retryAfterSeconds: retryAfterSeconds(error) });
  if (error instanceof APIError) {
    const status = typeof error.status === 'number' ? error.status : 0;
    if (status === 408) return fail('timeout');
    if (status >= 500) return fail('unavailable');
    if ([400, 401, 403, 404, 422].includes(status)) return fail('misconfigured');
    return fail('unavailable');
  }
  if (error instanceof OpenAIError) return fail('unavailable');
  return fail('unavailable');
}
