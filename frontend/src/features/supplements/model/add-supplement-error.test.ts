import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { ADD_SUPPLEMENT_FAILED, addSupplementErrorMessage } from './add-supplement-error.ts';

describe('addSupplementErrorMessage', () => {
  it('shows the server message as is when it says the supplement already exists', () => {
    const error = new ApiError(409, 'Conflict', JSON.stringify({ title: 'Conflict', detail: 'Vitamin D3 already exists' }));
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
