import type { SafetyFinding, SafetyReport } from './safety-model.ts';

/**
 * Timing-aware spacing for rules whose remedy is to separate two items: the minimum gap each way
 * (an antibiotic's label allows minerals 2 hours after it but wants 6 hours after minerals before
 * the next dose), dose times that respect the gaps, and a check of a recorded take against its
 * partner's. Pure: times are minutes since midnight or ISO instants supplied by the caller.
 */
interface SpacingWindow {
  /** Minimum minutes between the partner (usually the medicine) and the supplement taken after it. */
  readonly afterPartner: number;
  /** Minimum minutes between the supplement and the partner taken after it. */
  readonly beforePartner: number;
}

const h = (hours: number) => hours * 60;
const symmetric = (hours: number): SpacingWindow => ({ afterPartner: h(hours), beforePartner: h(hours) });
// Cipro, doxycycline and dolutegravir labels: the medicine 2 hours before, or 6 hours after, polyvalent minerals.
const antibioticWindow: SpacingWindow = { afterPartner: h(2), beforePartner: h(6) };

/** Windows by interaction rule; the rule's finding says which items they join. */
export const spacingWindows: Readonly<Record<string, SpacingWindow>> = {
  'calcium-levothyroxine': symmetric(4),
  'iron-levothyroxine': symmetric(4),
  'magnesium-levothyroxine': symmetric(4),
  'minerals-tetracyclines': antibioticWindow,
  'minerals-fluoroquinolones': antibioticWindow,
  'minerals-integrase-inhibitors': antibioticWindow,
  // Alendronate label: taken first after the overnight fast; other supplements later (2 h in the rule's source).
  'minerals-bisphosphonates': { afterPartner: h(2), beforePartner: h(8) },
  'calcium-iron': symmetric(2),
  'fat-soluble-vitamins-orlistat': symmetric(2),
  'psyllium-oral-medicines': symmetric(2),
  // Eltrombopag label: the medicine 2 hours before or 4 hours after polyvalent cations.
  'minerals-metal-binding-medicines': { afterPartner: h(2), beforePartner: h(4) },
};

export interface SpacingConstraint {
  readonly ruleId: string;
  readonly itemId: string;
  /** What the user recognises: the ingredient ("calcium"), not the product's full name. */
  readonly itemLabel: string;
  readonly partnerId: string;
  readonly partnerLabel: string;
  readonly afterPartnerMinutes: number;
  readonly beforePartnerMinutes: number;
}

function labelOf(party: SafetyFinding['parties'][number]): string {
  const text = (party.detail ?? party.name).split(' (')[0] ?? party.name;
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** The pairs of the user's items that must be spaced, from the report's findings. */
export function spacingConstraints(report: Pick<SafetyReport, 'findings'>): SpacingConstraint[] {
  const constraints: SpacingConstraint[] = [];
  for (const finding of report.findings) {
    const window = spacingWindows[finding.ruleId];
    if (window === undefined) continue;
    const items = finding.parties.filter((party) => party.kind === 'supplement' && party.id !== null);
    const partners = finding.parties.filter((party) => party.kind === 'prescription' && party.id !== null);
    const pairs =
      partners.length > 0
        ? items.flatMap((item) => partners.map((partner) => [item, partner] as const))
        : items.flatMap((item, index) => items.slice(index + 1).map((other) => [item, other] as const));
    for (const [item, partner] of pairs) {
      constraints.push({
        ruleId: finding.ruleId,
        itemId: item.id ?? '',
        itemLabel: labelOf(item),
        partnerId: partner.id ?? '',
        partnerLabel: labelOf(partner),
        afterPartnerMinutes: window.afterPartner,
        beforePartnerMinutes: window.beforePartner,
      });
    }
  }
  return constraints;
}

/** Is a supplement dose at `item` minutes far enough from a partner dose at `partner` minutes? */
function respects(constraint: SpacingConstraint, item: number, partner: number): boolean {
  return item >= partner ? item - partner >= constraint.afterPartnerMinutes : partner - item >= constraint.beforePartnerMinutes;
}

export interface ScheduleItem {
  readonly id: string;
  readonly dosesPerDay?: number;
  /** Fixed times (minutes since midnight) the user or prescriber chose, e.g. levothyroxine on waking. */
  readonly fixedTimes?: readonly number[];
}

export interface ProposedSchedule {
  /** Minutes since midnight for each dose of each item, sorted. */
  readonly times: Readonly<Record<string, readonly number[]>>;
  /** Constraints no time in the waking day could satisfy (shown to the user to ask a pharmacist). */
  readonly unmet: readonly SpacingConstraint[];
}

function evenly(wake: number, sleep: number, doses: number): number[] {
  if (doses <= 1) return [wake];
  const step = (sleep - wake) / (doses - 1);
  return Array.from({ length: doses }, (_, index) => Math.round((wake + index * step) / 15) * 15);
}

interface Pairing {
  readonly constraint: SpacingConstraint;
  readonly isItem: boolean;
  readonly other: string;
}

function pairsOf(id: string, constraints: readonly SpacingConstraint[]): Pairing[] {
  return constraints.flatMap((constraint): Pairing[] => {
    if (constraint.itemId === id) return [{ constraint, isItem: true, other: constraint.partnerId }];
    if (constraint.partnerId === id) return [{ constraint, isItem: false, other: constraint.itemId }];
    return [];
  });
}

function fits(time: number, id: string, placed: ReadonlyMap<string, readonly number[]>, constraints: readonly SpacingConstraint[]): SpacingConstraint[] {
  const broken: SpacingConstraint[] = [];
  for (const { constraint, isItem, other } of pairsOf(id, constraints)) {
    for (const otherTime of placed.get(other) ?? []) {
      const ok = isItem ? respects(constraint, time, otherTime) : respects(constraint, otherTime, time);
      if (!ok) broken.push(constraint);
    }
  }
  return broken;
}

/**
 * Dose times within the waking day that keep every required gap. Medicines with fixed times (or,
 * by default, the items most constrained) are placed first, at waking; each other dose takes the
 * earliest 15-minute slot that respects every item already placed. A gap that cannot fit is
 * reported in `unmet` with the least-bad time used.
 */
export function proposeDoseTimes(
  items: readonly ScheduleItem[],
  constraints: readonly SpacingConstraint[],
  day: { readonly wake: number; readonly sleep: number } = { wake: 7 * 60, sleep: 22 * 60 },
): ProposedSchedule {
  const placed = new Map<string, number[]>();
  const unmet = new Set<SpacingConstraint>();
  const partnerIds = new Set(constraints.map((constraint) => constraint.partnerId));
  const order = [...items].sort(
    (a, b) =>
      Number(b.fixedTimes !== undefined) - Number(a.fixedTimes !== undefined) ||
      Number(partnerIds.has(b.id)) - Number(partnerIds.has(a.id)) ||
      pairsOf(b.id, constraints).length - pairsOf(a.id, constraints).length,
  );
  for (const item of order) {
    if (item.fixedTimes !== undefined) {
      placed.set(item.id, [...item.fixedTimes].sort((a, b) => a - b));
      continue;
    }
    const doses = Math.max(1, item.dosesPerDay ?? 1);
    const times: number[] = [];
    for (const preferred of evenly(day.wake, day.sleep, doses)) {
      let best = preferred;
      let bestBroken = fits(preferred, item.id, placed, constraints);
      for (let slot = day.wake; slot <= day.sleep && bestBroken.length > 0; slot += 15) {
        if (times.some((time) => Math.abs(time - slot) < 60)) continue;
        const broken = fits(slot, item.id, placed, constraints);
        if (broken.length < bestBroken.length) {
          best = slot;
          bestBroken = broken;
        }
      }
      bestBroken.forEach((constraint) => unmet.add(constraint));
      times.push(best);
    }
    placed.set(item.id, times.sort((a, b) => a - b));
  }
  return { times: Object.fromEntries(placed), unmet: [...unmet] };
}

export interface RecordedTake {
  readonly itemId: string;
  /** ISO instant. */
  readonly takenAt: string;
}

export interface SpacingNotice {
  readonly ruleId: string;
  readonly itemId: string;
  readonly partnerId: string;
  readonly minutesApart: number;
  readonly requiredMinutes: number;
  readonly message: string;
}

function duration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hourText = hours === 0 ? '' : `${hours} hour${hours === 1 ? '' : 's'}`;
  const minuteText = rest === 0 ? '' : `${rest} minute${rest === 1 ? '' : 's'}`;
  return [hourText, minuteText].filter((part) => part !== '').join(' ') || '0 minutes';
}

/**
 * Notices for a take recorded too close to its partner's take (either way round), e.g. "You took
 * calcium 40 minutes after levothyroxine; keep 4 hours apart." `recent` are the user's other takes.
 */
export function checkTakeSpacing(take: RecordedTake, recent: readonly RecordedTake[], constraints: readonly SpacingConstraint[]): SpacingNotice[] {
  const at = Date.parse(take.takenAt);
  const notices: SpacingNotice[] = [];
  for (const constraint of constraints) {
    const takeIsItem = constraint.itemId === take.itemId;
    if (!takeIsItem && constraint.partnerId !== take.itemId) continue;
    const otherId = takeIsItem ? constraint.partnerId : constraint.itemId;
    for (const other of recent.filter((candidate) => candidate.itemId === otherId)) {
      const otherAt = Date.parse(other.takenAt);
      const itemAt = takeIsItem ? at : otherAt;
      const partnerAt = takeIsItem ? otherAt : at;
      const itemAfter = itemAt >= partnerAt;
      const apart = Math.round(Math.abs(itemAt - partnerAt) / 60_000);
      const required = itemAfter ? constraint.afterPartnerMinutes : constraint.beforePartnerMinutes;
      if (apart >= required) continue;
      const [thisLabel, otherLabel] = takeIsItem ? [constraint.itemLabel, constraint.partnerLabel] : [constraint.partnerLabel, constraint.itemLabel];
      const thisAfter = at >= otherAt;
      const symmetricGap = constraint.afterPartnerMinutes === constraint.beforePartnerMinutes;
      const keep = symmetricGap
        ? `keep ${duration(required)} apart`
        : `take ${constraint.itemLabel} at least ${duration(constraint.afterPartnerMinutes)} after ${constraint.partnerLabel}, or ${duration(constraint.beforePartnerMinutes)} before it`;
      notices.push({
        ruleId: constraint.ruleId,
        itemId: constraint.itemId,
        partnerId: constraint.partnerId,
        minutesApart: apart,
        requiredMinutes: required,
        message: `You took ${thisLabel} ${duration(apart)} ${thisAfter ? 'after' : 'before'} ${otherLabel}; ${keep}.`,
      });
    }
  }
  return notices;
}

/** "07:30" for 450. */
export function clockTime(minutes: number): string {
  const hours = Math.floor(minutes / 60) % 24;
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
