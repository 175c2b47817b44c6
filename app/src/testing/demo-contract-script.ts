/**
 * One script of commands and queries, run against the real server and against demo mode's fetch
 * (app/src/demo-contract.int.test.ts): both must answer the same statuses, error codes and read
 * shapes. Ids, positions and server-made times are normalised; times the script sends are kept.
 */
export interface Answer {
  readonly status: number;
  readonly contentType: string;
  readonly body: unknown;
}

export type Send = (method: string, path: string, body?: unknown) => Promise<Answer>;

export interface Step {
  readonly step: string;
  readonly status: number;
  readonly problem: boolean;
  readonly body: unknown;
}

const DAY = 86_400_000;

export async function runContractScript(alice: Send, bob: Send, now: Date): Promise<Step[]> {
  const steps: Step[] = [];
  const run = async (step: string, sender: Send, method: string, path: string, body?: unknown) => {
    const answer = await sender(method, path, body);
    steps.push({ step, status: answer.status, problem: answer.contentType.includes('application/problem+json'), body: answer.body });
    return answer.body as { id?: string };
  };
  const as = (body: { id?: string }): string => body.id ?? 'missing-id';
  const planned = new Date(now.getTime() - DAY / 2).toISOString();
  const later = new Date(now.getTime() - DAY / 4).toISOString();
  const unknownId = '00000000-0000-4000-8000-0000000000ff';
  const vitaminD = { name: 'Vitamin D3', brand: 'Sunny', dosage: '2000 IU', frequency: 'daily', timing: 'morning', currentStock: 5, lowStockThreshold: 10 };
  const range = `from=${encodeURIComponent(new Date(now.getTime() - 2 * DAY).toISOString())}&to=${encodeURIComponent(new Date(now.getTime() + DAY).toISOString())}`;

  await run('an empty cabinet', alice, 'GET', '/api/supplements');
  const d3 = as(await run('add a supplement', alice, 'POST', '/api/supplements', vitaminD));
  const twin = as(await run('add a supplement of the same name', alice, 'POST', '/api/supplements', { ...vitaminD, brand: 'Other' }));
  await run('update it', alice, 'PUT', `/api/supplements/${d3}`, { notes: 'With breakfast', currentStock: 3 });
  await run('an update with a negative stock', alice, 'PUT', `/api/supplements/${d3}`, { currentStock: -1 });
  await run('an add without a dosage', alice, 'POST', '/api/supplements', { name: 'Zinc' });
  await run('an id that is no uuid', alice, 'PUT', '/api/supplements/not-an-id', { notes: 'x' });
  await run('an unknown supplement', alice, 'PUT', `/api/supplements/${unknownId}`, { notes: 'x' });
  await run('the cabinet', alice, 'GET', '/api/supplements');

  const taken = as(await run('record a take without a dosage', alice, 'POST', '/api/supplement-takes', { supplementId: d3, plannedAt: planned }));
  const open = as(await run('record a planned take not taken', alice, 'POST', '/api/supplement-takes', { supplementId: d3, plannedAt: later, takenAt: null, dosage: '1000 IU' }));
  await run('unmark the first', alice, 'PATCH', `/api/supplement-takes/${taken}`, { takenAt: null });
  await run('unmark it again', alice, 'PATCH', `/api/supplement-takes/${taken}`, { takenAt: null });
  await run('mark the second', alice, 'PATCH', `/api/supplement-takes/${open}`, { takenAt: later });
  await run('a take of an unknown supplement', alice, 'POST', '/api/supplement-takes', { supplementId: unknownId, plannedAt: planned });
  await run('an unknown take', alice, 'PATCH', `/api/supplement-takes/${unknownId}`, { takenAt: null });
  await run('deactivate the twin', alice, 'PUT', `/api/supplements/${twin}`, { isActive: false });
  await run('a take of an inactive supplement', alice, 'POST', '/api/supplement-takes', { supplementId: twin, plannedAt: planned });
  await run('the takes', alice, 'GET', `/api/supplement-takes?${range}`);

  const bobs = as(await run("bob's supplement", bob, 'POST', '/api/supplements', { ...vitaminD, name: 'Magnesium' }));
  const bobsTake = as(await run("bob's take", bob, 'POST', '/api/supplement-takes', { supplementId: bobs, plannedAt: planned }));
  await run("alice edits bob's supplement", alice, 'PUT', `/api/supplements/${bobs}`, { notes: 'mine now' });
  await run("alice unmarks bob's take", alice, 'PATCH', `/api/supplement-takes/${bobsTake}`, { takenAt: null });
  await run("alice takes bob's supplement", alice, 'POST', '/api/supplement-takes', { supplementId: bobs, plannedAt: planned });

  const rx = as(await run('add a prescription', alice, 'POST', '/api/prescriptions', { medicationName: 'Sertraline', dosage: '50 mg', frequency: 'once-daily' }));
  await run('note on it', alice, 'PUT', `/api/prescriptions/${rx}`, { notes: 'Morning' });
  await run('a prescription ending before it starts', alice, 'POST', '/api/prescriptions', { medicationName: 'X', dosage: '1', frequency: 'weekly', startDate: '2025-02-01', endDate: '2025-01-01' });
  await run('remove an unknown prescription', alice, 'DELETE', `/api/prescriptions/${unknownId}`);
  await run('the prescriptions', alice, 'GET', '/api/prescriptions');

  await run('feedback', alice, 'POST', '/api/feedback', { type: 'bug', message: 'The button is blue', page: '/', userAgent: 'test', rating: 4 });
  await run('feedback without a message', alice, 'POST', '/api/feedback', { type: 'bug', message: '  ' });

  await run('the dashboard stats', alice, 'GET', '/api/dashboard/stats?utcOffset=0');
  await run('the recent activity', alice, 'GET', '/api/dashboard/recent-activity');
  await run('the plan', alice, 'GET', '/api/tiers/tier-info');

  for (let n = 3; n <= 10; n += 1) await run(`add supplement ${n}`, alice, 'POST', '/api/supplements', { ...vitaminD, name: `Extra ${n}` });
  await run('one more than the free plan allows', alice, 'POST', '/api/supplements', { ...vitaminD, name: 'Eleven' });
  await run('remove one', alice, 'DELETE', `/api/supplements/${twin}`);
  await run('remove it again', alice, 'DELETE', `/api/supplements/${twin}`);
  await run('now it fits', alice, 'POST', '/api/supplements', { ...vitaminD, name: 'Eleven' });
  await run('the recent activity at the end', alice, 'GET', '/api/dashboard/recent-activity');

  await run('research a name the knowledge base does not know', alice, 'POST', '/api/research', { supplementName: 'Ashwaganda' });
  await run('marketplace search', alice, 'POST', '/api/amazon/search', { supplementName: 'Ashwagandha' });
  await run('marketplace search for a blank name', alice, 'POST', '/api/amazon/search', { supplementName: '  ' });
  const zone = 'timeZone=Europe%2FBerlin';
  await run("today's schedule", alice, 'GET', `/api/schedule/today?${zone}`);
  await run('a schedule in an unknown zone', alice, 'GET', '/api/schedule/today?timeZone=Mars%2FBase');
  await run('restock', alice, 'POST', `/api/supplements/${d3}/restock`, { units: 60 });
  await run('restock nothing', alice, 'POST', `/api/supplements/${d3}/restock`, { units: 0 });
  await run('the cabinet after the restock', alice, 'GET', '/api/supplements');
  await run('set its own times', alice, 'PUT', `/api/supplements/${d3}`, { doseTimes: ['19:45', '07:15'] });
  await run('the same time twice', alice, 'PUT', `/api/supplements/${d3}`, { doseTimes: ['07:15', '07:15'] });
  await run('the cabinet with its own times', alice, 'GET', `/api/supplements?${zone}`);
  await run("today's schedule with its own times", alice, 'GET', `/api/schedule/today?${zone}`);
  const start = new Date(now.getTime() - 3 * DAY).toISOString().slice(0, 10);
  await run('no courses yet', alice, 'GET', `/api/supplement-courses?${zone}`);
  await run('a course without a start date', alice, 'POST', '/api/supplement-courses', { supplementId: d3 });
  await run('a course of an odd length', alice, 'POST', '/api/supplement-courses', { supplementId: d3, startDate: start, durationDays: 10 });
  await run('a course of an unknown supplement', alice, 'POST', '/api/supplement-courses', { supplementId: unknownId, startDate: start });
  const course = as(await run('start a course', alice, 'POST', '/api/supplement-courses', { supplementId: d3, startDate: start, durationDays: 14 }));
  await run('pause it', alice, 'PUT', `/api/supplement-courses/${course}`, { status: 'paused' });
  await run('pause it again', alice, 'PUT', `/api/supplement-courses/${course}`, { status: 'paused' });
  await run('resume it', alice, 'PUT', `/api/supplement-courses/${course}`, { status: 'active' });
  await run('record its progress', alice, 'PUT', `/api/supplement-courses/${course}`, { progress: 5 });
  await run('progress beyond its duration', alice, 'PUT', `/api/supplement-courses/${course}`, { progress: 15 });
  await run('a course update with nothing in it', alice, 'PUT', `/api/supplement-courses/${course}`, {});
  await run('the active courses', alice, 'GET', `/api/supplement-courses/active?${zone}`);
  await run("today's schedule with a course", alice, 'GET', `/api/schedule/today?${zone}`);
  await run("bob pauses alice's course", bob, 'PUT', `/api/supplement-courses/${course}`, { status: 'paused' });
  await run('complete it', alice, 'PUT', `/api/supplement-courses/${course}`, { status: 'completed' });
  await run('cancel it once completed', alice, 'DELETE', `/api/supplement-courses/${course}`);
  await run('the courses', alice, 'GET', `/api/supplement-courses?${zone}`);
  await run('the settings, on Automatic', alice, 'GET', '/api/account/settings');
  await run("report the browser's zone", alice, 'POST', '/api/account/detected-time-zone', { timeZone: 'Europe/Berlin' });
  await run('report it again', alice, 'POST', '/api/account/detected-time-zone', { timeZone: 'Europe/Berlin' });
  await run('report an unknown zone', alice, 'POST', '/api/account/detected-time-zone', { timeZone: 'Mars/Base' });
  await run('the settings after the report', alice, 'GET', '/api/account/settings');
  await run('the bell', alice, 'GET', `/api/notifications?${zone}`);
  await run('mark a notification read', alice, 'POST', '/api/notifications/read', { key: 'stock:none:2024-06-01' });
  await run('dismiss it', alice, 'POST', '/api/notifications/dismiss', { key: 'stock:none:2024-06-01' });
  await run('dismiss it again', alice, 'POST', '/api/notifications/dismiss', { key: 'stock:none:2024-06-01' });
  await run('clear nothing', alice, 'POST', '/api/notifications/clear', { keys: [] });
  await run('a key too long', alice, 'POST', '/api/notifications/read', { key: 'k'.repeat(201) });
  await run('the bell after the marks', alice, 'GET', `/api/notifications?${zone}`);
  const condition = as(await run('add a health condition', alice, 'POST', '/api/health-conditions', { name: 'Hemochromatosis', severity: 'moderate', symptoms: ['fatigue', 'fatigue', ' '], description: '' }));
  await run('edit its severity', alice, 'PATCH', `/api/health-conditions/${condition}`, { severity: 'severe' });
  await run('recommendations for a condition the knowledge base has none for', alice, 'POST', `/api/health-conditions/${condition}/recommendations`);
  await run("bob asks for recommendations for alice's condition", bob, 'POST', `/api/health-conditions/${condition}/recommendations`);
  await run('describe depression', alice, 'POST', '/api/health-condition-references/Depression/generate-description');
  await run('describe a condition the knowledge base does not know', alice, 'POST', '/api/health-condition-references/Unheardofitis/generate-description');
  await run('a condition without a name', alice, 'POST', '/api/health-conditions', { name: ' ' });
  await run('a condition of unknown severity', alice, 'POST', '/api/health-conditions', { name: 'Asthma', severity: 'critical' });
  await run("bob deletes alice's condition", bob, 'DELETE', `/api/health-conditions/${condition}`);
  await run('the conditions', alice, 'GET', '/api/health-conditions');
  await run('the dashboard stats with a condition', alice, 'GET', '/api/dashboard/stats?utcOffset=0');
  await run('delete the condition', alice, 'DELETE', `/api/health-conditions/${condition}`);
  await run('delete it again', alice, 'DELETE', `/api/health-conditions/${condition}`);
  await run('no conditions left', alice, 'GET', '/api/health-conditions');
  await run('the adherence history', alice, 'GET', `/api/adherence/history?days=7&${zone}`);
  await run('a history range that is not offered', alice, 'GET', '/api/adherence/history?days=14');
  return normalise(steps, [planned, later]);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** Ids become `<id:n>` by first appearance, positions `<position>`, times the script sent `<sent:n>`, other times `<time>`. */
function normalise(steps: Step[], sent: readonly string[]): Step[] {
  const ids = new Map<string, string>();
  const sentTimes = new Map(sent.map((time, index) => [Date.parse(time), `<sent:${index}>`]));
  const walk = (value: unknown, key: string): unknown => {
    if (Array.isArray(value)) return value.map((item) => walk(item, key));
    if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k)]));
    if (typeof value !== 'string') return value;
    if (key === 'position') return '<position>';
    if (UUID.test(value)) {
      if (!ids.has(value)) ids.set(value, `<id:${ids.size}>`);
      return ids.get(value);
    }
    if (ISO.test(value)) return sentTimes.get(Date.parse(value)) ?? '<time>';
    // Messages and paths name ids too ("Supplement <id> not found", "/api/supplements/<id>").
    return value.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, (id) => {
      if (!ids.has(id)) ids.set(id, `<id:${ids.size}>`);
      return ids.get(id) ?? id;
    });
  };
  return steps.map((step) => ({ ...step, body: walk(step.body, '') }));
}
