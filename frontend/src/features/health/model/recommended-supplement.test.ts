import { createSupplementRequestSchema } from '@regimen/domain/contracts/supplements';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { addRecommendationErrorMessage, supplementFromRecommendation } from './recommended-supplement.ts';

describe('supplementFromRecommendation', () => {
  it('reads the schedule timing and frequency from the recommendation text', () => {
    expect(supplementFromRecommendation({ name: 'SAMe', dosage: '400–1,600 mg daily', timing: 'Morning, on an empty stomach' })).toEqual({
      name: 'SAMe',
      dosage: '400–1,600 mg daily',
      frequency: 'daily',
      timing: 'empty-stomach',
    });
    expect(supplementFromRecommendation({ name: 'x', dosage: '300 mg, three times daily', timing: 'With meals' })).toMatchObject({ frequency: 'three-times-daily', timing: 'with-breakfast' });
    expect(supplementFromRecommendation({ name: 'x', dosage: '1 g', timing: 'With the largest meal' }).timing).toBe('with-dinner');
    expect(supplementFromRecommendation({ name: 'x', dosage: '1 g', timing: 'Whenever' }).timing).toBe('morning');
  });

  it('always makes a body the add-supplement contract accepts', () => {
    for (const recommendation of [{ name: 'Omega-3', dosage: '', timing: '' }, { name: 'x'.repeat(300), dosage: 'y'.repeat(300), timing: 'Bedtime' }]) {
      expect(createSupplementRequestSchema.safeParse(supplementFromRecommendation(recommendation)).success).toBe(true);
    }
  });
});

describe('addRecommendationErrorMessage', () => {
  it('tells a duplicate as the server said it, anything else generically', () => {
    expect(addRecommendationErrorMessage(new ApiError(409, 'Conflict', JSON.stringify({ detail: 'SAMe already exists' })))).toBe('SAMe already exists');
    expect(addRecommendationErrorMessage(new ApiError(500, 'Internal Server Error', ''))).toBe('Unable to add this supplement. Please try again.');
  });
});
