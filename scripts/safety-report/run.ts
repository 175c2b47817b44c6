/**
 * `npm run safety-report [-- --json] [-- --verbose]`: the offline checker against the independent
 * held-out set, and the drug dictionary against a list of common prescriptions, next to the
 * figures in before.json (`-- --save-baseline` rewrites them). A report: it always exits 0.
 * See scripts/safety-report/README.md for how cases are matched.
 */
import { checkSafety, KNOWLEDGE_VERSION, resolveDrug } from '@regimen/domain';
import { writeFileSync } from 'node:fs';
import { BASELINE_PATH, baselineOf, formatComparison, loadBaseline } from './baseline.ts';
import { loadCommonPrescriptions, loadHeldOut } from './cases.ts';
import { measureCoverage } from './coverage.ts';
import { formatText, type ReportData } from './format.ts';
import { scoreCase, summarise } from './score.ts';

const args = new Set(process.argv.slice(2));
const cases = loadHeldOut();
const results = cases.map((heldOut) => scoreCase(heldOut, checkSafety));
const data: ReportData = {
  knowledgeVersion: KNOWLEDGE_VERSION,
  summary: summarise(cases, results),
  coverage: measureCoverage(loadCommonPrescriptions(), resolveDrug),
  results,
};

if (args.has('--save-baseline')) writeFileSync(BASELINE_PATH, `${JSON.stringify(baselineOf(data), null, 2)}\n`);
const before = loadBaseline();
if (args.has('--json')) console.log(JSON.stringify({ ...data, before }, null, 2));
else console.log([formatText(data, args.has('--verbose')), ...(before === null ? [] : ['', formatComparison(before, data)])].join('\n'));
