/**
 * `npm run safety-report [-- --json] [-- --verbose]`: the offline checker against the independent
 * held-out set, and the drug dictionary against a list of common prescriptions. A report: it
 * always exits 0. See scripts/safety-report/README.md for how cases are matched.
 */
import { checkSafety, KNOWLEDGE_VERSION, resolveDrug } from '@regimen/domain';
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

console.log(args.has('--json') ? JSON.stringify(data, null, 2) : formatText(data, args.has('--verbose')));
