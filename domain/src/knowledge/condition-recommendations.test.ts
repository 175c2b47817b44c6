import { describe, expect, it } from 'vitest';
import { conditionRecommendations } from './condition-recommendations.ts';

const sertraline = { id: 'rx-1', medicationName: 'Sertraline', dosage: '50 mg', isActive: true };

describe('conditionRecommendations', () => {
  it("puts St. John's wort under not recommended for someone taking sertraline, with reason and source", () => {
    const result = conditionRecommendations('Depression', { supplements: [], prescriptions: [sertraline], conditions: ['Depression'] });
    expect(result?.recommendedSupplements.map((item) => item.name)).not.toContain("St. John's Wort");
    const wort = result?.notRecommendedForYou.find((item) => item.name === "St. John's Wort");
    expect(wort?.reason).toMatch(/^Not St\. John's Wort: you take Sertraline/);
    expect(wort?.sources.length).toBeGreaterThan(0);
  });

  it("recommends St. John's wort without the drug, and marks what is already taken", () => {
    const result = conditionRecommendations(' depression ', {
      supplements: [{ id: 's1', name: 'Vitamin D3', dosage: '1000 IU', isActive: true }],
      prescriptions: [],
      conditions: [],
    });
    expect(result?.notRecommendedForYou).toEqual([]);
    expect(result?.recommendedSupplements.find((item) => item.name === "St. John's Wort")).toMatchObject({ evidenceLevel: 'moderate', alreadyTaken: false });
    expect(result?.recommendedSupplements.find((item) => item.name === 'Vitamin D3')?.alreadyTaken).toBe(true);
  });

  it('answers null for a condition the knowledge base does not cover', () => {
    expect(conditionRecommendations('Unknown syndrome', { supplements: [], prescriptions: [], conditions: [] })).toBeNull();
  });
});
