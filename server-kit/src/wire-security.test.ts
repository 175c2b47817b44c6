import { describe, expect, it } from 'vitest';
import { securityHeaders } from './wire-security.ts';

describe("helmet's headers, worked out once", () => {
  it('carry the policy the built app satisfies, and no HSTS over plain http', () => {
    const headers = securityHeaders(false);
    expect(headers['Content-Security-Policy']).toBe(
      "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data:;font-src 'self' data:;connect-src 'self';" +
        "manifest-src 'self';worker-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
    );
    expect(headers).toMatchObject({ 'Referrer-Policy': 'same-origin', 'X-Frame-Options': 'DENY', 'X-Content-Type-Options': 'nosniff', 'Cross-Origin-Opener-Policy': 'same-origin' });
    expect(headers).not.toHaveProperty('Strict-Transport-Security');
    expect(headers).not.toHaveProperty('Cross-Origin-Embedder-Policy');
  });

  it('add HSTS and upgrade-insecure-requests under https', () => {
    const headers = securityHeaders(true);
    expect(headers['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['Content-Security-Policy']).toMatch(/;upgrade-insecure-requests$/);
  });
});
