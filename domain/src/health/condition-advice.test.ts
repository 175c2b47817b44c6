import { describe, expect, it } from 'vitest';
import { offlineConditionRecommendations, recommendationsCacheKey, screenAddition, type ConditionRegimen } from './condition-advice.ts';

const condition = { id: 'c1', name: 'Depression' };
const fish = { id: 's1', name: 'Fish Oil', dosage: '1 g', isActive: true };
const d3 = { id: 's2', name: 'Vitamin D3', dosage: '1000 IU', isActive: true };
const sertraline = { id: 'p1', medicationName: 'Sertraline', dosage: '50 mg', isActive: true };
const empty: ConditionRegimen = { supplements: [], prescriptions: [], conditions: ['Depression'] };

describe('screenAddition', () => {
  it('blocks a supplement with a major finding against a prescription, naming it, with sources', () => {
    const screening = screenAddition('5-HTP', { ...empty, prescriptions: [sertraline] });
    expect(screening).toMatchObject({ verdict: 'blocked', reason: expect.stringMatching(/^Not 5-HTP: you take Sertraline\./) });
    expect(screening.verdict === 'blocked' && screening.sources.length).toBeGreaterThan(0);
  });

  it('allows one with no serious finding and cannot vouch for one it does not recognise', () => {
    expect(screenAddition('Magnesium', { ...empty, prescriptions: [sertraline] })).toMatchObject({ verdict: 'allowed' });
    expect(screenAddition('Zyxoflorin extract', empty)).toEqual({ verdict: 'unknown' });
  });
});

describe('offlineConditionRecommendations', () => {
  it("marks what the user already takes and leaves the knowledge base's evidence in place", () => {
    const answer = offlineConditionRecommendations(condition, { ...empty, supplements: [d3] });
    expect(answer?.recommendedSupplements.find((item) => item.name === 'Vitamin D3')).toMatchObject({ alreadyTaken: true, origin: 'knowledge-base', evidenceLevel: 'limited' });
    expect(offlineConditionRecommendations({ id: 'c2', name: 'Unheardofitis' }, empty)).toBeNull();
  });
});

describe('recommendationsCacheKey', () => {
  it('is the same for the same regimen in any order, and differs when a prescription or supplement changes', () => {
    const key = recommendationsCacheKey(condition, { ...empty, supplements: [fish, d3] });
    expect(recommendationsCacheKey(condition, { ...empty, supplements: [d3, fish] })).toBe(key);
    expect(recommendationsCacheKey(condition, { ...empty, supplements: [fish, d3], prescriptions: [sertraline] })).not.toBe(key);
    expect(recommendationsCacheKey(condition, { ...empty, supplements: [fish, { ...d3, dosage: '2000 IU' }] })).not.toBe(key);
    expect(recommendationsCacheKey(condition, { ...empty, supplements: [fish, { ...d3, isActive: false }] })).not.toBe(key);
  });
});
