import type { AppNotification } from '../contracts/notifications.ts';
import { diffFindings, knowledgeReleases, ruleMatches, type FindingChange } from '../knowledge/knowledge-versions.ts';
import type { SafetyFinding } from '../knowledge/safety-model.ts';

/** One user's findings under one knowledge version. */
export interface FindingsAtVersion {
  readonly knowledgeVersion: string;
  readonly findings: readonly SafetyFinding[];
}

export const SAFETY_CHANGE_TITLE = 'What changed in your safety check';

/** One notice per knowledge-version step, so marks on it (read, dismissed) survive restarts and rebuilds. */
export const safetyChangeKey = (from: string, to: string): string => `safety-changes:${from}->${to}`;

/**
 * The findings a new knowledge version added or changed for a user, compared with the findings they
 * last saw (the previous version's), minus those they acknowledged. Only changes the release notes
 * explain count: a finding that differs because the user's own regimen changed is not "the rules
 * changed", and a resolved finding needs no warning.
 */
export function announcedChanges(previous: FindingsAtVersion, current: FindingsAtVersion, acknowledged: ReadonlySet<string>): FindingChange[] {
  if (previous.knowledgeVersion >= current.knowledgeVersion) return [];
  return diffFindings(
    { knowledgeVersion: previous.knowledgeVersion, findings: [...previous.findings] },
    { knowledgeVersion: current.knowledgeVersion, findings: [...current.findings] },
  ).filter((change) => change.change !== 'resolved' && change.why.length > 0 && !acknowledged.has(change.finding.id));
}

const describe = (change: FindingChange): string =>
  `${change.what} Why: ${change.why.join(' ')} Source: ${change.provenance.sources.join('; ')} (rule ${change.provenance.ruleId}, knowledge base ${change.provenance.knowledgeVersion}).`;

/** The bell's "What changed in your safety check" notice, or null when nothing the user should hear about changed. */
export function safetyChangeNotice(
  previous: FindingsAtVersion | null,
  current: FindingsAtVersion,
  acknowledged: ReadonlySet<string>,
): Omit<AppNotification, 'read'> | null {
  if (previous === null) return null;
  const changes = announcedChanges(previous, current, acknowledged);
  if (changes.length === 0) return null;
  const serious = changes.some((change) => change.finding.severity === 'contraindicated' || change.finding.severity === 'major');
  return {
    id: safetyChangeKey(previous.knowledgeVersion, current.knowledgeVersion),
    title: SAFETY_CHANGE_TITLE,
    message: changes.map(describe).join('\n'),
    type: serious ? 'warning' : 'info',
    priority: serious ? 'high' : 'medium',
    // The release date, not the clock: the same notice on every read, restart and rebuild.
    timestamp: `${current.knowledgeVersion}T00:00:00.000Z`,
    supplementId: null,
    plannedAt: null,
    findingIds: changes.map((change) => change.finding.id),
  };
}

/**
 * For demo mode, which has no history of knowledge versions: what a regimen's check said before
 * the newest release that changed it, as far as the release notes tell. Findings of rules a release
 * added did not exist before it; changed rules cannot be reconstructed, so they count as unchanged.
 * Releases that added nothing this regimen meets are passed over (the visitor would have seen no
 * notice for them). Null when no release changed it.
 */
export function findingsBeforeRelease(current: FindingsAtVersion): FindingsAtVersion | null {
  const index = knowledgeReleases.findIndex((release) => release.version === current.knowledgeVersion);
  let findings = current.findings;
  for (let at = index; at >= 1; at -= 1) {
    const release = knowledgeReleases[at];
    const previous = knowledgeReleases[at - 1];
    if (release === undefined || previous === undefined) return null;
    const added = release.changes.filter((change) => change.change === 'added');
    const before = findings.filter((finding) => !added.some((change) => ruleMatches(change.rule, finding.ruleId)));
    if (before.length < findings.length) return { knowledgeVersion: previous.version, findings: before };
    findings = before;
  }
  return null;
}
