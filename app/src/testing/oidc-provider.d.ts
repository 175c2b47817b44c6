// oidc-provider ships no types and @types/oidc-provider is not installed: the little the tests use.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface AccountClaims {
    readonly sub: string;
    readonly [claim: string]: unknown;
  }

  export interface Account {
    readonly accountId: string;
    claims(use: string, scope: string): AccountClaims | Promise<AccountClaims>;
  }

  export interface Configuration {
    readonly clients?: readonly Record<string, unknown>[];
    readonly claims?: Record<string, readonly string[]>;
    readonly cookies?: { readonly keys?: readonly string[] };
    readonly features?: Record<string, unknown>;
    readonly jwks?: { readonly keys: readonly Record<string, unknown>[] };
    readonly findAccount?: (context: unknown, sub: string) => Account | undefined | Promise<Account | undefined>;
    readonly [option: string]: unknown;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
