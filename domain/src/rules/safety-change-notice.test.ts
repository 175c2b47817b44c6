import { describe, expect, it } from 'vitest';
import { checkSafety } from '../knowledge/safety-check.ts';
import type { SafetyFinding } from '../knowledge/safety-model.ts';
import { announcedChanges, findingsBeforeRelease, safetyChangeKey, safetyChangeNotice } from './safety-change-notice.ts';

const OLD = '2026-11-22';
const NEW = '2026-11-24';
const kava = checkSafety({ supplements: [{ id: 'k1', name: 'Kava', dosage: '250 mg', isActive: true }], prescriptions: [] }).findings;
const minerals = checkSafety({
  supplements: [
    { id: 'c1', name: 'Calcium Carbonate', dosage: '600 mg', isActive: true },
    { id: 'i1', name: 'Iron Bisglycinate', dosage: '25 mg', isActive: true },
  ],
  prescriptions: [],
}).findings;
const without = (findings: readonly SafetyFinding[], ruleId: string) => findings.filter((finding) => finding.ruleId !== ruleId);

describe('the "What changed in your safety check" notice', () => {
  it('lists a finding a newer knowledge version added, with why and the rule provenance', () => {
    expect(kava.some((finding) => finding.ruleId === 'kava-liver')).toBe(true);
    const notice = safetyChangeNotice({ knowledgeVersion: OLD, findings: without(kava, 'kava-liver') }, { knowledgeVersion: NEW, findings: kava }, new Set());
    expect(notice?.id).toBe(safetyChangeKey(OLD, NEW));
    // What the bell's "Acknowledge" acknowledges: exactly the findings the notice reports.
    expect(notice?.findingIds).toEqual(kava.filter((finding) => finding.ruleId === 'kava-liver').map((finding) => finding.id));
    expect(notice?.message).toMatch(/^New: .*Why: FDA advisory: kava may be associated with severe liver injury\. \(knowledge base 2026-11-24\) Source: .+ \(rule kava-liver, knowledge base 2026-11-24\)\.$/m);
  });

  it('reports a severity change the release notes explain', () => {
    const [first] = kava.filter((finding) => finding.ruleId === 'kava-liver');
    if (!first) throw new Error('no kava finding');
    const before = [{ ...first, severity: first.severity === 'minor' ? ('major' as const) : ('minor' as const) }];
    const changes = announcedChanges({ knowledgeVersion: OLD, findings: before }, { knowledgeVersion: NEW, findings: [first] }, new Set());
    expect(changes.map((change) => change.what)).toEqual([`${first.title}: severity changed from ${before[0]?.severity} to ${first.severity}.`]);
  });

  it('says nothing when the rules did not change the findings, under one version, to a new user or after acknowledgement', () => {
    expect(safetyChangeNotice({ knowledgeVersion: OLD, findings: minerals }, { knowledgeVersion: NEW, findings: minerals }, new Set())).toBeNull();
    expect(safetyChangeNotice({ knowledgeVersion: NEW, findings: [] }, { knowledgeVersion: NEW, findings: kava }, new Set())).toBeNull();
    expect(safetyChangeNotice(null, { knowledgeVersion: NEW, findings: kava }, new Set())).toBeNull();
    const acknowledged = new Set(kava.map((finding) => finding.id));
    expect(safetyChangeNotice({ knowledgeVersion: OLD, findings: [] }, { knowledgeVersion: NEW, findings: kava }, acknowledged)).toBeNull();
  });

  it('leaves out findings that are new only because the regimen changed (no release note explains them)', () => {
    const changes = announcedChanges({ knowledgeVersion: OLD, findings: [] }, { knowledgeVersion: NEW, findings: minerals }, new Set());
    expect(minerals.length).toBeGreaterThan(0);
    expect(changes).toEqual([]);
  });
});

describe('findingsBeforeRelease (demo mode has no earlier knowledge version to compare with)', () => {
  it('drops the findings of rules the release added, so the notice names exactly those', () => {
    const previous = findingsBeforeRelease({ knowledgeVersion: NEW, findings: kava });
    expect(previous?.knowledgeVersion).toBe(OLD);
    expect(previous?.findings.some((finding) => finding.ruleId === 'kava-liver')).toBe(false);
    expect(previous?.findings).toHaveLength(kava.filter((finding) => finding.ruleId !== 'kava-liver').length);
    const notice = safetyChangeNotice(previous, { knowledgeVersion: NEW, findings: kava }, new Set());
    expect(notice?.findingIds).toEqual(kava.filter((finding) => finding.ruleId === 'kava-liver').map((finding) => finding.id));
  });

  it('has nothing before the first release', () => {
    expect(findingsBeforeRelease({ knowledgeVersion: OLD, findings: kava })).toBeNull();
  });
});
