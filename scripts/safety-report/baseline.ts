import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import type { ReportData } from './format.ts';
import type { Ratio } from './score.ts';

/**
 * The figures of the checker before the knowledge-base work (issue 12), measured on this branch
 * with the same held-out set, so every later run prints "before → now" next to each other.
 */
export const BASELINE_PATH = new URL('./before.json', import.meta.url).pathname;

const ratioSchema = z.object({ hits: z.number(), of: z.number(), rate: z.number().nullable() });
const baselineSchema = z.object({
  knowledgeVersion: z.string(),
  summary: z.object({
    recall: ratioSchema,
    recallModerateOrWorse: ratioSchema,
    severityAgreement: ratioSchema,
    falseAlarms: ratioSchema,
    casesWithUnrecognized: ratioSchema,
  }),
  coverage: z.object({ generics: ratioSchema, brands: ratioSchema, combinationsMapped: ratioSchema }),
});
type Baseline = z.infer<typeof baselineSchema>;

export function loadBaseline(path = BASELINE_PATH): Baseline | null {
  return existsSync(path) ? baselineSchema.parse(JSON.parse(readFileSync(path, 'utf8'))) : null;
}

/** The headline figures only: what a closing note quotes. */
export function baselineOf(data: ReportData): Baseline {
  const { recall, recallModerateOrWorse, severityAgreement, falseAlarms, casesWithUnrecognized } = data.summary;
  const { generics, brands, combinationsMapped } = data.coverage;
  return {
    knowledgeVersion: data.knowledgeVersion,
    summary: { recall, recallModerateOrWorse, severityAgreement, falseAlarms, casesWithUnrecognized },
    coverage: { generics, brands, combinationsMapped },
  };
}

const show = (r: Ratio): string => `${r.hits}/${r.of} (${r.rate === null ? 'n/a' : `${(r.rate * 100).toFixed(1)}%`})`;

export function formatComparison(before: Baseline, now: ReportData): string {
  const after = baselineOf(now);
  const rows: [string, Ratio, Ratio][] = [
    ['recall on positives', before.summary.recall, after.summary.recall],
    ['caught at moderate or worse', before.summary.recallModerateOrWorse, after.summary.recallModerateOrWorse],
    ['severity agreement (exact)', before.summary.severityAgreement, after.summary.severityAgreement],
    ['false alarms on safe cases', before.summary.falseAlarms, after.summary.falseAlarms],
    ['cases with unrecognised items', before.summary.casesWithUnrecognized, after.summary.casesWithUnrecognized],
    ['drug coverage: generic names', before.coverage.generics, after.coverage.generics],
    ['drug coverage: brand names', before.coverage.brands, after.coverage.brands],
    ['drug coverage: combinations', before.coverage.combinationsMapped, after.coverage.combinationsMapped],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  return [
    `Before (knowledge version ${before.knowledgeVersion}) → now (knowledge version ${after.knowledgeVersion}):`,
    ...rows.map(([label, was, is]) => `  ${label.padEnd(width)}  ${show(was)} → ${show(is)}`),
  ].join('\n');
}
