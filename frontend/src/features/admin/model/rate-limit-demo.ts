/** Spec 02: the demo fires batches of 5 and 15 AI-type requests, 100 ms apart. */
export const DEMO_BATCHES = [5, 15] as const;
export const DEMO_SPACING_MS = 100;

export type DemoAnswer = { status: number; headers: Headers; body: unknown };

export type DemoRow = {
  readonly request: number;
  readonly status: number;
  readonly limit: string;
  readonly remaining: string;
  readonly used: string;
  /** The reset as a local time, or '–' without the header. */
  readonly reset: string;
  readonly outcome: 'accepted' | 'limited' | 'failed';
  /** From a 429 body: seconds until a retry may succeed. */
  readonly retryAfter: number | null;
};

const header = (headers: Headers, name: string): string => headers.get(name) ?? '–';

function retryAfterOf(answer: DemoAnswer): number | null {
  const body = answer.body as { retryAfter?: unknown } | null;
  if (body && typeof body.retryAfter === 'number') return body.retryAfter;
  const value = answer.headers.get('retry-after');
  return value !== null && /^\d+$/.test(value) ? Number(value) : null;
}

/** One row per answer: the X-RateLimit-* headers as they came, and whether it was refused. */
export function demoRows(answers: readonly DemoAnswer[], formatTime: (date: Date) => string): DemoRow[] {
  return answers.map((answer, index) => {
    const reset = answer.headers.get('x-ratelimit-reset');
    return {
      request: index + 1,
      status: answer.status,
      limit: header(answer.headers, 'x-ratelimit-limit'),
      remaining: header(answer.headers, 'x-ratelimit-remaining'),
      used: header(answer.headers, 'x-ratelimit-used'),
      reset: reset !== null && /^\d+$/.test(reset) ? formatTime(new Date(Number(reset) * 1000)) : '–',
      outcome: answer.status === 429 ? 'limited' : answer.status < 400 ? 'accepted' : 'failed',
      retryAfter: answer.status === 429 ? retryAfterOf(answer) : null,
    };
  });
}

export function demoSummary(rows: readonly DemoRow[]): string {
  const accepted = rows.filter((row) => row.outcome === 'accepted').length;
  const limited = rows.filter((row) => row.outcome === 'limited').length;
  const failed = rows.length - accepted - limited;
  const parts = [`${accepted} accepted`, `${limited} rate limited (429)`];
  if (failed > 0) parts.push(`${failed} failed`);
  return `${rows.length} requests: ${parts.join(', ')}`;
}
