import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default, even with PUBLIC_URL set', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://regimen.example' }).TRUST_PROXY).toBe(false);
  });

  it('reads a hop count or a list of addresses and CIDRs', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1, fd00::/8' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8']);
  });

  it('refuses anything else with a message naming the variable', () => {
    for (const value of ['true', '*', '10.0.0.0/33', 'proxy.example']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('sessions', () => {
  it('end after 7 idle days and 30 days in all by default', () => {
    const config = loadConfig({});
    expect(config.SESSION_IDLE_MINUTES).toBe(7 * 24 * 60);
    expect(config.SESSION_TTL_DAYS).toBe(30);
  });
});

describe('the one schema', () => {
  it('checks the variables other parts read later, naming each bad one on one line', () => {
    const bad = { RATE_LIMIT_GENERAL: 'lots', SIGN_IN_ACCOUNT_LIMIT: '5', HTTP_REQUEST_TIMEOUT_MS: '0', AI_PROVIDER: 'opneai', METRICS_TOKEN: 'short' };
    expect(() => loadConfig(bad)).toThrow(ConfigError);
    const message = (() => {
      try {
        loadConfig(bad);
        return '';
      } catch (error) {
        return error instanceof Error ? error.message : '';
      }
    })();
    expect(message.split('\n')).toHaveLength(1);
    for (const name of Object.keys(bad)) expect(message).toContain(`${name}: `);
    // Secrets' values are never repeated.
    expect(message).not.toContain('short');
  });

  it('accepts the EventStoreDB client\'s schemes only', () => {
    expect(loadConfig({ EVENT_STORE: 'eventstoredb', EVENTSTORE_CONNECTION_STRING: 'esdb://localhost:2113?tls=false' }).EVENTSTORE_CONNECTION_STRING).toBe('esdb://localhost:2113?tls=false');
    expect(loadConfig({ EVENT_STORE: 'eventstoredb', EVENTSTORE_CONNECTION_STRING: 'esdb+discover://cluster:2113' }).EVENT_STORE).toBe('eventstoredb');
    expect(() => loadConfig({ EVENT_STORE: 'eventstoredb', EVENTSTORE_CONNECTION_STRING: 'kurrentdb://localhost:2113?tls=false' })).toThrow(/EVENTSTORE_CONNECTION_STRING: use esdb:\/\//);
    expect(() => loadConfig({ EVENT_STORE: 'eventstoredb' })).toThrow(/EVENTSTORE_CONNECTION_STRING: EVENT_STORE=eventstoredb needs it/);
  });

  it('refuses an OpenAI provider with neither key nor server', () => {
    expect(() => loadConfig({ AI_PROVIDER: 'openai' })).toThrow(/OPENAI_API_KEY: AI_PROVIDER=openai needs/);
    expect(loadConfig({ AI_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1' }).AI_PROVIDER).toBe('openai');
  });
});

describe('the data key secrets', () => {
  it('accept a previous secret during a rotation, only beside the new one, and never repeat a value', () => {
    const secrets = { DATA_KEY_SECRET: 'the new secret, long enough', DATA_KEY_SECRET_PREVIOUS: 'the old secret, long enough' };
    expect(loadConfig(secrets).DATA_KEY_SECRET_PREVIOUS).toBe('the old secret, long enough');
    expect(() => loadConfig({ DATA_KEY_SECRET_PREVIOUS: 'the old secret, long enough' })).toThrow(/DATA_KEY_SECRET_PREVIOUS: a rotation needs the new secret/);
    expect(() => loadConfig({ ...secrets, DATA_KEY_SECRET_PREVIOUS: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...secrets, DATA_KEY_SECRET_PREVIOUS: 'short' })).not.toThrow(/short/);
  });
});
