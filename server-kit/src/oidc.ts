import * as client from 'openid-client';

export interface OidcSettings {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** Where the provider sends the browser back, e.g. https://app.example/api/callback. */
  readonly redirectUri: string;
}

export interface OidcLoginStart {
  readonly url: URL;
  /** Kept in an HttpOnly cookie until the callback. */
  readonly state: string;
  readonly codeVerifier: string;
}

export interface OidcProfile {
  readonly issuer: string;
  readonly subject: string;
  readonly email: string | null;
  readonly emailVerified: boolean;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly pictureUrl: string | null;
}

export interface OidcClient {
  start(): Promise<OidcLoginStart>;
  finish(callbackUrl: URL, expected: { state: string; codeVerifier: string }): Promise<OidcProfile>;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);

/**
 * OpenID Connect authorization code flow with PKCE through `openid-client`. Discovery runs on
 * first use and is retried after a failure, so a provider that starts late does not break start-up.
 */
export const createOidcClient = (settings: OidcSettings): OidcClient => {
  let configuration: Promise<client.Configuration> | null = null;
  const configure = (): Promise<client.Configuration> => {
    configuration ??= client
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        // http issuers are for local development and tests only.
        execute: new URL(settings.issuer).protocol === 'http:' ? [client.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        configuration = null;
        throw error;
      });
    return configuration;
  };

  return {
    async start() {
      const config = await configure();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
      });
      return { url, state, codeVerifier };
    },
    async finish(callbackUrl, expected) {
      const config = await configure();
      // The code is redeemed for the registered redirect URI, whatever Host the request came in on
      // (behind a proxy the two differ, and providers compare them exactly).
      const current = new URL(settings.redirectUri);
      current.search = callbackUrl.search;
      const tokens = await client.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: expected.codeVerifier,
        expectedState: expected.state,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('The provider returned no ID token');
      let profile: Record<string, unknown> = { ...claims };
      if (!text(claims.email) && tokens.access_token) {
        profile = { ...profile, ...(await client.fetchUserInfo(config, tokens.access_token, claims.sub)) };
      }
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: text(profile.email)?.toLowerCase() ?? null,
        emailVerified: profile.email_verified === true || profile.email_verified === 'true',
        firstName: text(profile.given_name),
        lastName: text(profile.family_name),
        pictureUrl: text(profile.picture),
      };
    },
  };
};
