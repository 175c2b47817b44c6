import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'regimen-cli-'));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const run = async (args: readonly string[], env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> => {
  const base: Record<string, string | undefined> = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: undefined, ...env };
  const child = spawn(process.execPath, [CLI, ...args], {
    env: Object.fromEntries(Object.entries(base).filter((entry): entry is [string, string] => entry[1] !== undefined)),
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, stdout, stderr };
};

describe('npm run projections', () => {
  it('--help prints the usage and exits 0', async () => {
    const { code, stdout, stderr } = await run(['--help']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Usage/);
    expect(stdout).toMatch(/status \[--json\]/);
    expect(stderr).toBe('');
  });

  it('an unknown option prints why and the usage, without a stack trace, and exits 2', async () => {
    const { code, stderr } = await run(['--bogus']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/^Unknown option '--bogus'/);
    expect(stderr).toMatch(/Usage/);
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('a bad variable is one line and exit 2', async () => {
    const { code, stderr } = await run(['status'], { EVENT_STORE: 'kurrent' });
    expect(code).toBe(2);
    expect(stderr.trim().split('\n')).toEqual([expect.stringMatching(/^Invalid configuration: EVENT_STORE: must be one of postgres, eventstoredb$/)]);
  });

  it('status --json prints one JSON document with every projection\'s lag', async () => {
    const { code, stdout } = await run(['status', '--json']);
    expect(code).toBe(0);
    const parsed = JSON.parse(stdout) as { projections: unknown[] };
    expect(Array.isArray(parsed.projections)).toBe(true);
  });
});
