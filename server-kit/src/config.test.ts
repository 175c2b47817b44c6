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
