import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local OpenAI-compatible server for tests: POST /v1/chat/completions answers whatever the
 * test scripted, so the real SDK runs against it over HTTP. 127.0.0.1, random port.
 */

export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingMessage['headers'];
  // The SDK's request body as JSON; tests read fields from it.
  readonly body: { model?: string; messages?: { role: string; content: string }[]; response_format?: { type: string; json_schema?: { name: string; strict: boolean } } };
}

export interface ScriptedReply {
  readonly status?: number;
  readonly headers?: Readonly<Record<string, string>>;
  /** JSON body; ignored when `raw` is given. */
  readonly body?: unknown;
  readonly raw?: string;
  readonly delayMs?: number;
}

export interface OpenAiTestServer {
  readonly baseURL: string;
  readonly requests: RecordedRequest[];
  /** The replies for the next requests, in order; the last one repeats. */
  script(...replies: ScriptedReply[]): void;
  close(): Promise<void>;
}

export function completion(
  content: string | null,
  options: { refusal?: string; finishReason?: string; usage?: { prompt_tokens: number; completion_tokens: number } | null; model?: string } = {},
) {
  const usage = options.usage === undefined ? { prompt_tokens: 1000, completion_tokens: 200 } : options.usage;
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: options.model ?? 'gpt-4o-mini',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: options.refusal ?? null },
        finish_reason: options.finishReason ?? 'stop',
        logprobs: null,
      },
    ],
    ...(usage === null ? {} : { usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens } }),
  };
}

/** A reply whose content is the JSON of `answer`, as a structured-output model sends it. */
export const answerWith = (answer: unknown, options: Parameters<typeof completion>[1] = {}): ScriptedReply => ({
  body: completion(JSON.stringify(answer), options),
});

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startOpenAiTestServer(): Promise<OpenAiTestServer> {
  const requests: RecordedRequest[] = [];
  let replies: ScriptedReply[] = [{ status: 500, body: { error: { message: 'no reply scripted' } } }];
  const timers = new Set<NodeJS.Timeout>();

  const send = (response: ServerResponse, reply: ScriptedReply) => {
    if (response.destroyed) return;
    const text = reply.raw ?? JSON.stringify(reply.body ?? {});
    response.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
    response.end(text);
  };

  const server = createServer((request, response) => {
    void readBody(request).then((text) => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        send(response, { status: 404, body: { error: { message: 'not found' } } });
        return;
      }
      requests.push({ method: request.method, url: request.url, headers: request.headers, body: JSON.parse(text) as RecordedRequest['body'] });
      const reply = replies.length > 1 ? (replies.shift() as ScriptedReply) : (replies[0] as ScriptedReply);
      if (reply.delayMs === undefined) {
        send(response, reply);
        return;
      }
      const timer = setTimeout(() => {
        timers.delete(timer);
        send(response, reply);
      }, reply.delayMs);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    script(...next) {
      replies = next;
    },
    async close() {
      timers.forEach((timer) => clearTimeout(timer));
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
