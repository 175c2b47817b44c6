import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { ADD_SUPPLEMENT_FAILED, addSupplementErrorMessage } from './add-supplement-error.ts';

describe('addSupplementErrorMessage', () => {
  it('shows the server message as is when it says the supplement already exists', () => {
    const error = new ApiError(
      409,
      'Conflict',
      JSON.stringify({ title: 'Conflict', detail: 'Vitamin D3 already exists' }),
    );
    expect(addSupplementErrorMessage(error)).toBe('Vitamin D3 already exists');
  });

  it('keeps a plain-text duplicate message too', () => {
    expect(addSupplementErrorMessage(new ApiError(409, 'Conflict', 'Supplement already exists'))).toBe(
      'Supplement already exists',
    );
  });

  it('uses the generic text for any other failure', () => {
    expect(addSupplementErrorMessage(new ApiError(500, 'Internal Server Error', ''))).toBe(ADD_SUPPLEMENT_FAILED);
    expect(addSupplementErrorMessage(new TypeError('Failed to fetch'))).toBe(ADD_SUPPLEMENT_FAILED);
  });
});

describe('addSupplementErrorMessage at the plan limit', () => {
  it('tells the limit the server names instead of asking to try again', () => {
    const detail = 'Your plan allows 10 supplements; remove one or upgrade to add more';
    const error = new ApiError(
      403,
      'Forbidden',
      JSON.stringify({ title: 'Forbidden', status: 403, detail, code: 'supplement_limit_reached' }),
    );
    expect(addSupplementErrorMessage(error)).toBe(detail);
  });

  it('keeps the generic text for any other refusal', () => {
    const error = new ApiError(
      403,
      'Forbidden',
      JSON.stringify({ title: 'Forbidden', detail: 'Cross-site requests are not allowed', code: 'cross_site_request' }),
    );
    expect(addSupplementErrorMessage(error)).toBe(ADD_SUPPLEMENT_FAILED);
  });
});
