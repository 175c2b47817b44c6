import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../lib/api-client.ts';
import { getSession } from './get-session.ts';

function answering(response: Response) {
  return createApiClient({ fetch: async () => response });
}

describe('getSession', () => {
  it('is authenticated with the user the server returns', async () => {
    const user = {
      id: '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a5b',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      profileImageUrl: null,
      tier: 'free',
      isAdmin: false,
    };
    await expect(getSession(answering(Response.json(user)))).resolves.toEqual({ status: 'authenticated', user });
  });

  it('is anonymous when the server answers 401', async () => {
    const api = answering(new Response('Unauthorized', { status: 401 }));
    await expect(getSession(api)).resolves.toEqual({ status: 'anonymous' });
  });

  it('fails on any other error instead of pretending the user signed out', async () => {
    const api = answering(new Response('boom', { status: 500 }));
    await expect(getSession(api)).rejects.toThrow('500: boom');
  });
});
