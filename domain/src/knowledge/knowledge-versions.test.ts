import { describe, expect, it } from 'vitest';
import { interactionRules } from './interaction-rules.ts';
import { diffFindings, knowledgeReleases, whyChanged } from './knowledge-versions.ts';
import { KNOWLEDGE_VERSION } from './knowledge-schema.ts';
import { checkSafety } from './safety-check.ts';
import type { SafetyReport } from './safety-model.ts';

describe('knowledge versions', () => {
  it('end with the current version, in order', () => {
    const versions = knowledgeReleases.map((release) => release.version);
    expect(versions.at(-1)).toBe(KNOWLEDGE_VERSION);
    expect([...versions].sort()).toEqual(versions);
  });

  it('name only rules that exist (or families of them)', () => {
    const ids = interactionRules.map((rule) => rule.id);
    const unknown = knowledgeReleases
      .flatMap((release) => release.changes)
      .filter((change) => !['upper-limit-*', 'duplicate-*'].includes(change.rule))
      .filter((change) => !ids.some((id) => (change.rule.endsWith('*') ? id.startsWith(change.rule.slice(0, -1)) : id === change.rule)));
    expect(unknown).toEqual([]);
  });

  it('explain why a rule changed between two versions', () => {
    expect(whyChanged('potassium-raas-potassium-sparing', '2026-11-22')).toEqual([expect.stringContaining('multivitamin')]);
    expect(whyChanged('potassium-raas-potassium-sparing', KNOWLEDGE_VERSION)).toEqual([]);
  });
});

describe('diffFindings', () => {
  const regimen = {
    supplements: [{ id: 'k', name: 'Daily multi', dosage: '1 tablet', ingredients: ['Potassium 80 mg', 'Vitamin C 90 mg'] }, { id: 'kava', name: 'Kava', dosage: '1 capsule' }],
    prescriptions: [{ id: 'r', medicationName: 'Lisinopril 10 mg' }],
  };
  const now = checkSafety(regimen);
  // The same regimen under the previous knowledge base: potassium was major and kava alone gave nothing.
  const before: SafetyReport = {
    ...now,
    knowledgeVersion: '2026-11-22',
    findings: now.findings.filter((finding) => finding.ruleId !== 'kava-liver').map((finding) => (finding.ruleId === 'potassium-raas-potassium-sparing' ? { ...finding, severity: 'major' as const } : finding)),
  };

  it('lists new and changed findings with why and provenance', () => {
    const changes = diffFindings(before, now);
    const summary = changes.map((change) => `${change.change} ${change.finding.ruleId}`).sort();
    expect(summary).toEqual(['changed potassium-raas-potassium-sparing', 'new kava-liver']);
    const kava = changes.find((change) => change.finding.ruleId === 'kava-liver');
    expect(kava?.why[0]).toContain('FDA');
    expect(kava?.provenance).toMatchObject({ ruleId: 'kava-liver', knowledgeVersion: KNOWLEDGE_VERSION });
    expect(changes.find((change) => change.change === 'changed')?.what).toContain('from major to minor');
  });

  it('is empty for the same report', () => {
    expect(diffFindings(now, now)).toEqual([]);
  });
});
