import type { NegativeInteraction, NotChecked } from '@regimen/domain/contracts/ai';
import type { BadgeVariant } from '../../../components/ui/badge.tsx';

type Tag = { label: string; variant: BadgeVariant };

/** Spec section 4: the analysing state shows a progress bar fixed at 65 percent. */
export const ANALYZING_PROGRESS = 65;

/** Spec section 9: an interaction analysis needs at least two supplements. */
const MIN_SUPPLEMENTS_FOR_INTERACTIONS = 2;

/**
 * Whether there is something to check: two items, at least one a supplement. A prescription
 * counts as an item (one supplement with one medicine is the check that matters most), so the
 * dashboard's count of findings never leads to a "need more supplements" dead end.
 */
export function canAnalyzeInteractions(supplementCount: number, prescriptionCount: number): boolean {
  return supplementCount >= 1 && supplementCount + prescriptionCount >= MIN_SUPPLEMENTS_FOR_INTERACTIONS;
}

/** Spec: overall safety is safe, caution or unsafe, plus incomplete (something was not checked); any other value is treated as dangerous. */
export function safetyBadge(overallSafety: string): Tag {
  switch (overallSafety.trim().toLowerCase()) {
    case 'safe':
      return { label: 'Safe', variant: 'emerald' };
    case 'caution':
      return { label: 'Use caution', variant: 'warning' };
    case 'unsafe':
      return { label: 'Unsafe', variant: 'destructive' };
    case 'incomplete':
      return { label: 'Incomplete', variant: 'warning' };
    default:
      return { label: 'Dangerous', variant: 'destructive' };
  }
}

/** Spec: severity major, moderate, or other (grey). */
export function severityBadge(severity: string): Tag {
  switch (severity.trim().toLowerCase()) {
    case 'major':
      return { label: 'Major', variant: 'destructive' };
    case 'moderate':
      return { label: 'Moderate', variant: 'warning' };
    default:
      return { label: severity.trim() === '' ? 'Minor' : capitalize(severity.trim()), variant: 'neutral' };
  }
}

/**
 * The badge of a finding: the spec's three-level scale, except that the knowledge base's
 * "contraindicated" (shown as major on that scale) is named, since it means "do not combine".
 */
export function findingBadge(finding: Pick<NegativeInteraction, 'severity' | 'riskLevel'>): Tag {
  if (finding.riskLevel === 'contraindicated') return { label: 'Contraindicated', variant: 'destructive' };
  return severityBadge(finding.severity);
}

/** The knowledge base's four-level risk (a suggestion's cautions carry only this). */
export function riskBadge(riskLevel: string): Tag {
  return riskLevel === 'contraindicated'
    ? { label: 'Contraindicated', variant: 'destructive' }
    : severityBadge(riskLevel);
}

/** "Keep at least 4 hours apart" where spacing the doses is the remedy and the advice does not already say so. */
export function separationText(hours: number | null, recommendation = ''): string | null {
  if (hours === null || hours <= 0) return null;
  const unit = hours === 1 ? 'hour' : 'hours';
  if (new RegExp(`\\b${hours}\\s*${unit}`, 'i').test(recommendation)) return null;
  return `Keep at least ${hours} ${unit} apart.`;
}

/** The parties of a finding; names can hold "+" themselves ("Calcium Citrate + D3"), so they are joined with "&". */
export function partiesText(names: readonly string[]): string {
  // Two products with one name (added twice) are one name with a count, never "X & X": it would
  // read as the product interacting with itself.
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].map(([name, count]) => (count > 1 ? `${name} (${count} products)` : name)).join(' & ');
}

/** Items the knowledge base does not recognise, so the user does not read silence as safety. */
export function notCheckedText(notChecked: NotChecked | undefined): string | null {
  if (notChecked === undefined) return null;
  const names = [...notChecked.supplements, ...notChecked.prescriptions];
  if (names.length === 0) return null;
  const suggestions = new Map((notChecked.suggestions ?? []).map((item) => [item.name, item.suggestions]));
  const parts = names.map((name) => {
    const close = suggestions.get(name) ?? [];
    return close.length === 0 ? name : `${name} (did you mean ${close.join(' or ')}?)`;
  });
  const them = names.length === 1 ? 'it' : 'them';
  return `Not checked: ${parts.join(', ')}. The knowledge base does not recognise ${them}, so this result is incomplete: no warning here says nothing about ${them}.`;
}

/** Spec section 9: the AI Insights panel previews a negative interaction in at most 100 characters. */
export const INTERACTION_PREVIEW_LENGTH = 100;

/** Cut at `max` characters (on a word boundary when one is near), with an ellipsis when cut. */
export function truncate(text: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  const cut = trimmed.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
