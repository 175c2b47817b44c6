import { HttpProblem } from '@regimen/server-kit/problem';
import type { ErrorMapper } from '@regimen/server-kit/http';
import { ProviderError, type ProviderErrorCode } from './provider.ts';

const statusOf: Record<ProviderErrorCode, number> = {
  timeout: 504,
  rate_limited: 503,
  unavailable: 503,
  invalid_output: 502,
  not_found: 404,
  invalid_input: 400,
  misconfigured: 502,
};

/** Provider failures as problems: the provider's own words never reach the client. */
export const mapProviderErrors: ErrorMapper = (error) => {
  if (!(error instanceof ProviderError)) return undefined;
  const retryAfter = error.retryAfterSeconds;
  return new HttpProblem(statusOf[error.code], `ai_${error.code}`, error.message, {
    ...(retryAfter !== null && { headers: { 'retry-after': String(retryAfter) } }),
    ...(error.closestNames !== null && { extra: { closestNames: error.closestNames } }),
  });
};
