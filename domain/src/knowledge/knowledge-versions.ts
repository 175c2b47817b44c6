import { KNOWLEDGE_VERSION } from './knowledge-schema.ts';
import type { SafetyFinding, SafetyReport } from './safety-model.ts';

export interface RuleChange {
  /** A rule id, or a prefix ending in "*" for a family ("upper-limit-*"). */
  readonly rule: string;
  readonly change: 'added' | 'changed' | 'removed';
  readonly why: string;
}

export interface KnowledgeRelease {
  readonly version: string;
  readonly summary: string;
  readonly changes: readonly RuleChange[];
}

/** What each knowledge version changed and why, newest last; the text users see in "what changed" notices. */
export const knowledgeReleases: readonly KnowledgeRelease[] = [
  { version: '2026-11-22', summary: 'First curated knowledge base.', changes: [] },
  {
    version: '2026-11-24',
    summary: 'Safety knowledge v2: hazardous products, enzyme and sedation mechanisms, dose thresholds, graded upper limits.',
    changes: [
      { rule: 'ephedra-banned', change: 'added', why: 'Ephedrine-alkaloid supplements are banned by the FDA (2004).' },
      { rule: 'comfrey-oral', change: 'added', why: 'The FDA asked for oral comfrey products to be withdrawn because of liver damage.' },
      { rule: 'dmaa-illegal', change: 'added', why: 'The FDA considers DMAA unsafe and unlawful in supplements.' },
      { rule: 'dmha-not-lawful', change: 'added', why: 'The FDA has warned that DMHA is not a lawful dietary ingredient.' },
      { rule: 'dnp-not-for-humans', change: 'added', why: 'The FDA warns DNP is not safe for human consumption.' },
      { rule: 'aristolochia-kidney-cancer', change: 'added', why: 'FDA advisory on aristolochic acid: kidney failure and cancer.' },
      { rule: 'greater-celandine-liver', change: 'added', why: 'EMA: oral greater celandine causes serious liver injury.' },
      { rule: 'kava-liver', change: 'added', why: 'FDA advisory: kava may be associated with severe liver injury.' },
      { rule: 'kratom-*', change: 'added', why: 'FDA communications on kratom: addiction, liver injury, deaths with sedatives.' },
      { rule: 'tianeptine-safety', change: 'added', why: 'FDA warning on tianeptine products.' },
      { rule: 'yohimbe-safety', change: 'added', why: 'NCCIH reports heart attacks and seizures linked to yohimbe.' },
      { rule: 'st-johns-wort-enzyme-inducer', change: 'added', why: "St. John's wort is a strong CYP3A4/P-gp inducer: now applied to every sensitive medicine, not a list." },
      { rule: 'st-johns-wort-cyp2c19', change: 'added', why: "St. John's wort induces CYP2C19." },
      { rule: 'goldenseal-berberine-cyp3a4', change: 'added', why: 'Goldenseal and berberine inhibit CYP3A4 (NCCIH).' },
      { rule: 'grapefruit-cyp3a4-substrates', change: 'added', why: 'Grapefruit blocks CYP3A4 for every medicine cleared by it (FDA).' },
      { rule: 'cannabidiol-*', change: 'added', why: 'Cannabidiol added with the interactions on its prescribing information.' },
      { rule: 'danshen-*', change: 'added', why: 'Danshen added: raised INR and bleeding with warfarin.' },
      { rule: 'caffeine-cyp1a2-inhibitors', change: 'added', why: 'Strong CYP1A2 inhibitors slow caffeine clearance.' },
      { rule: 'stimulant-supplements-*', change: 'added', why: 'Stimulant load from supplements with MAO inhibitors, stimulant medicines or each other.' },
      { rule: 'potassium-lowering-supplements-qt-drugs', change: 'added', why: 'Low potassium from licorice adds to QT-prolonging medicines.' },
      { rule: 'caffeine-nonselective-maoi', change: 'added', why: 'Non-selective MAO inhibitor labels advise against excessive caffeine.' },
      { rule: 'hepatotoxic-supplements-hepatotoxic-drugs', change: 'added', why: 'Liver-injuring supplements with medicines that carry a liver warning (LiverTox, labels).' },
      { rule: 'niacin-statins', change: 'added', why: 'Niacin at 1 g a day or more adds to statin muscle risk (Niaspan label).' },
      { rule: 'potassium-raas-potassium-sparing', change: 'changed', why: "A multivitamin's small potassium amount is now a minor caution; other potassium-raising medicines are included." },
      { rule: 'calcium-thiazides', change: 'changed', why: 'Small multivitamin amounts are now a minor caution.' },
      { rule: 'vitamin-d-thiazides', change: 'changed', why: 'Small multivitamin amounts are now a minor caution.' },
      { rule: 'calcium-vitamin-d-digoxin', change: 'changed', why: 'Small multivitamin amounts are now a minor caution.' },
      { rule: 'folic-acid-antiepileptics', change: 'changed', why: 'Scoped to its source: it concerns phenytoin-type drugs, not valproate.' },
      { rule: 'kava-sedatives', change: 'changed', why: 'Now covers every sedating medicine (opioids, gabapentinoids, sedating antihistamines).' },
      { rule: 'valerian-sedatives', change: 'changed', why: 'Now covers every sedating medicine.' },
      { rule: 'upper-limit-*', change: 'changed', why: 'Graded by the harm behind the limit and how far above it the total is.' },
      { rule: 'duplicate-*', change: 'changed', why: 'Below the upper limit a shared ingredient is information only.' },
    ],
  },
  {
    version: '2026-11-25',
    summary: 'Second round on liver injury, stimulants, P-gp, QT, mineral binding and small amounts.',
    changes: [
      { rule: 'hepatotoxic-supplements-hepatotoxic-drugs', change: 'changed', why: 'Now also greater celandine, green tea extract, black cohosh and ashwagandha (LiverTox), and 13 more medicines with a liver warning on their label (isoniazid, bosentan, terbinafine and others).' },
      { rule: 'black-cohosh-liver', change: 'added', why: 'UK and Australian regulators require a liver warning on black cohosh products.' },
      { rule: 'green-tea-extract-high-dose-liver', change: 'added', why: 'EFSA: 800 mg or more of EGCG a day raises liver enzymes; the EU limits it.' },
      { rule: 'caffeine-high-daily-amount', change: 'added', why: 'More than the 400 mg a day the FDA cites for healthy adults, from supplements alone.' },
      { rule: 'stimulant-supplements-stimulant-drugs', change: 'changed', why: 'Now every stimulant-sensitive medicine (modafinil, linezolid), with MAO inhibitors left to their own rule.' },
      { rule: 'st-johns-wort-enzyme-inducer', change: 'changed', why: 'Hepatitis C medicines and linagliptin added: their labels say P-gp inducers lower their levels.' },
      { rule: 'potassium-lowering-supplements-qt-drugs', change: 'changed', why: 'More medicines with a QT warning on their label (quinidine, pimozide, hydroxyzine and others).' },
      { rule: 'calcium-levothyroxine', change: 'changed', why: 'Also liothyronine and other thyroid hormones (Cytomel label).' },
      { rule: 'iron-levothyroxine', change: 'changed', why: 'Also liothyronine and other thyroid hormones (Cytomel label).' },
      { rule: 'magnesium-levothyroxine', change: 'changed', why: 'Also liothyronine and other thyroid hormones (Cytomel label).' },
      { rule: 'minerals-metal-binding-medicines', change: 'added', why: 'Eltrombopag, baloxavir, penicillamine and trientine labels: minerals bind them.' },
      { rule: 'calcium-vitamin-d-digoxin', change: 'changed', why: 'Now calcium only; vitamin D has its own rule with a threshold in its own unit.' },
      { rule: 'vitamin-d-digoxin', change: 'added', why: 'Vitamin D below 25 mcg (1,000 IU) a day is a minor caution with digoxin.' },
      { rule: 'vitamin-d-thiazides', change: 'changed', why: 'Vitamin D below 25 mcg (1,000 IU) a day is a minor caution even in a vitamin D product.' },
      { rule: 'turmeric-liver', change: 'added', why: 'The Australian regulator requires a liver warning on turmeric and curcumin products.' },
      { rule: 'usnic-acid-liver', change: 'added', why: 'Usnic acid added: FDA warning on liver failure (LipoKinetix).' },
      { rule: 'chaparral-liver', change: 'added', why: 'Chaparral added: FDA warning on toxic hepatitis.' },
      { rule: 'yellow-oleander-poisoning', change: 'added', why: 'Yellow oleander (Nuez de la India) added: FDA poisoning warning.' },
      { rule: 'colloidal-silver-argyria', change: 'added', why: 'Colloidal silver added: FDA rule that it is not safe or effective.' },
      { rule: 'vinpocetine-pregnancy', change: 'added', why: 'Vinpocetine added: FDA warning on miscarriage.' },
    ],
  },
  {
    version: '2026-11-26',
    summary: 'Health conditions: 50 conditions with the ways people write them, and supplement–condition rules for bipolar disorder and blood clots.',
    changes: [
      { rule: 'st-johns-wort-bipolar-disorder', change: 'added', why: "St. John's wort can bring on mania in bipolar disorder (case reports, MedlinePlus)." },
      { rule: 'ginseng-bipolar-disorder', change: 'added', why: 'Mania has been reported with Asian ginseng (case reports).' },
      { rule: 'vitamin-k-blood-clot', change: 'added', why: 'Vitamin K counteracts warfarin, often used to treat clots (NIH ODS).' },
      { rule: 'immune-stimulating-supplements-autoimmune', change: 'changed', why: 'Type 1 diabetes, celiac disease and psoriasis are now recognised as autoimmune conditions.' },
    ],
  },
];

export function releaseOf(version: string): KnowledgeRelease | undefined {
  return knowledgeReleases.find((release) => release.version === version);
}

/** Whether a release note's rule (an id, or a prefix ending in "*") names this rule id. */
export function ruleMatches(rule: string, ruleId: string): boolean {
  return rule.endsWith('*') ? ruleId.startsWith(rule.slice(0, -1)) : rule === ruleId;
}

/** Why a rule's finding may differ between two versions: every release after `from` up to `to` that touched it. */
export function whyChanged(ruleId: string, from: string, to: string = KNOWLEDGE_VERSION): string[] {
  return knowledgeReleases
    .filter((release) => release.version > from && release.version <= to)
    .flatMap((release) => release.changes.filter((change) => ruleMatches(change.rule, ruleId)).map((change) => `${change.why} (knowledge base ${release.version})`));
}

export interface FindingChange {
  readonly change: 'new' | 'changed' | 'resolved';
  readonly finding: SafetyFinding;
  /** The earlier version of a changed finding. */
  readonly previous?: SafetyFinding;
  /** What changed, in words. */
  readonly what: string;
  /** Why, from the release notes; empty when the user's own regimen changed instead. */
  readonly why: readonly string[];
  readonly provenance: { readonly ruleId: string; readonly sources: readonly string[]; readonly knowledgeVersion: string };
}

function differs(a: SafetyFinding, b: SafetyFinding): boolean {
  return a.severity !== b.severity || a.message !== b.message || a.recommendation !== b.recommendation || Boolean(a.informational) !== Boolean(b.informational);
}

/**
 * The findings that are new, changed or resolved between two reports of the same regimen (the
 * older from an earlier knowledge version), with the reason and the rule's provenance, for a
 * "what changed" notice. Pure; stable finding ids pair the two reports.
 */
export function diffFindings(before: Pick<SafetyReport, 'findings' | 'knowledgeVersion'>, after: Pick<SafetyReport, 'findings' | 'knowledgeVersion'>): FindingChange[] {
  const previous = new Map(before.findings.map((finding) => [finding.id, finding]));
  const current = new Map(after.findings.map((finding) => [finding.id, finding]));
  const provenance = (finding: SafetyFinding, version: string) => ({ ruleId: finding.ruleId, sources: finding.sources, knowledgeVersion: version });
  const why = (finding: SafetyFinding) => whyChanged(finding.ruleId, before.knowledgeVersion, after.knowledgeVersion);
  const changes: FindingChange[] = [];
  for (const finding of after.findings) {
    const old = previous.get(finding.id);
    if (old === undefined) {
      changes.push({ change: 'new', finding, what: `New: ${finding.title} (${finding.severity}).`, why: why(finding), provenance: provenance(finding, after.knowledgeVersion) });
    } else if (differs(old, finding)) {
      const what =
        old.severity === finding.severity ? `Updated advice: ${finding.title}.` : `${finding.title}: severity changed from ${old.severity} to ${finding.severity}.`;
      changes.push({ change: 'changed', finding, previous: old, what, why: why(finding), provenance: provenance(finding, after.knowledgeVersion) });
    }
  }
  for (const finding of before.findings) {
    if (!current.has(finding.id)) {
      changes.push({ change: 'resolved', finding, what: `No longer reported: ${finding.title}.`, why: why(finding), provenance: provenance(finding, after.knowledgeVersion) });
    }
  }
  return changes;
}
