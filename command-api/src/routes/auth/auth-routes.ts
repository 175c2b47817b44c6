import type {} from '@fastify/cookie';
import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginRequestSchema, registerRequestSchema } from '@regimen/domain';
import { HttpProblem } from '@regimen/server-kit/problem';
import type { OidcClient } from '@regimen/server-kit/oidc';
import { z } from 'zod';
import type { AccountService } from '../../accounts.ts';
import { accept, commandContext } from '../../command-context.ts';
import { mapCommandErrors } from '../../domain-errors.ts';
import { signInPage, signOutPage } from './sign-in-page.ts';

export interface AuthRoutesOptions {
  readonly accounts: AccountService;
  /** Present when OpenID Connect is configured; sign-in then goes to the provider. */
  readonly oidc: OidcClient | null;
  readonly secureCookies: boolean;
}

const OIDC_COOKIE = 'regimen.oidc';

const formSchema = z.object({
  mode: z.enum(['signin', 'signup']).default('signin'),
  email: z.string().max(254).default(''),
  password: z.string().max(200).default(''),
  firstName: z.string().max(100).default(''),
  lastName: z.string().max(100).default(''),
});

const parseJson = (text: string | undefined): unknown => {
  try {
    return JSON.parse(text ?? 'null');
  } catch {
    return null;
  }
};

const blankToNull = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null);

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { accounts, oidc, secureCookies }) => {
  await app.register(formbody, { bodyLimit: 16 * 1024 });

  app.post('/api/auth/register', { schema: { body: registerRequestSchema }, config: { rateLimitBucket: 'sign-up' } }, async (request, reply) => {
    const { email, password, firstName, lastName } = request.body;
    const account = await accounts.registerWithPassword(
      { email, password, firstName: blankToNull(firstName), lastName: blankToNull(lastName) },
      commandContext(request, null),
    );
    await app.sessions.start(request, reply, account);
    return accept(reply, account.userId, account.result, 201);
  });

  app.post('/api/auth/login', { schema: { body: loginRequestSchema }, config: { rateLimitBucket: 'sign-in' } }, async (request, reply) => {
    const account = await accounts.signInWithPassword(request.body.email, request.body.password, request.ip, commandContext(request, null));
    await app.sessions.start(request, reply, account);
    return accept(reply, account.userId, account.result);
  });

  app.get('/api/login', { schema: { querystring: z.object({ mode: z.enum(['signin', 'signup']).default('signin') }) } }, async (request, reply) => {
    if (oidc) {
      const start = await oidc.start().catch((error: unknown) => {
        request.log.error({ err: error }, 'OpenID provider unreachable');
        throw new HttpProblem(503, 'oidc_unavailable', 'Sign-in is unavailable right now. Please try again shortly.');
      });
      reply.setCookie(OIDC_COOKIE, JSON.stringify({ state: start.state, codeVerifier: start.codeVerifier }), {
        path: '/api/callback',
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies,
        maxAge: 600,
      });
      return reply.redirect(start.url.href);
    }
    return reply.type('text/html; charset=utf-8').send(signInPage({ mode: request.query.mode }));
  });

  // The sign-in page's form: answers with the page again on a mistake, else goes to the app.
  app.post('/api/login', { schema: { body: formSchema }, config: { rateLimitBucket: 'sign-in' } }, async (request, reply) => {
    const form = request.body;
    const context = commandContext(request, null);
    const render = (status: number, error: string) =>
      reply.status(status).type('text/html; charset=utf-8').send(signInPage({ mode: form.mode, error, email: form.email }));
    const checked = (form.mode === 'signup' ? registerRequestSchema : loginRequestSchema).safeParse(form);
    if (!checked.success) {
      if (form.mode !== 'signup') return render(400, 'Enter your email and password.');
      const badEmail = checked.error.issues.some((issue) => issue.path[0] === 'email');
      return render(400, badEmail ? 'Enter a valid email address.' : 'Use a password of at least 8 and at most 200 characters.');
    }
    try {
      const account =
        form.mode === 'signup'
          ? await accounts.registerWithPassword({ email: form.email, password: form.password, firstName: blankToNull(form.firstName), lastName: blankToNull(form.lastName) }, context)
          : await accounts.signInWithPassword(form.email, form.password, request.ip, context);
      await app.sessions.start(request, reply, account);
      // A new account is greeted "Welcome, <name>" once, not "Welcome back".
      return reply.redirect(form.mode === 'signup' ? '/?welcome=1' : '/', 303);
    } catch (error) {
      // Domain refusals (a blocked account) belong on the page too, not in a JSON body.
      const problem = error instanceof HttpProblem ? error : mapCommandErrors(error);
      if (problem && problem.status < 500) {
        for (const [name, value] of Object.entries(problem.headers)) reply.header(name, value);
        return render(problem.status, problem.message);
      }
      throw error;
    }
  });

  app.get('/api/callback', async (request, reply) => {
    if (!oidc) throw new HttpProblem(404, 'not_found', 'OpenID Connect is not configured');
    const saved = z.object({ state: z.string(), codeVerifier: z.string() }).safeParse(parseJson(request.cookies[OIDC_COOKIE]));
    if (!saved.success) throw new HttpProblem(400, 'oidc_state_missing', 'The sign-in attempt expired. Please sign in again.');
    reply.clearCookie(OIDC_COOKIE, { path: '/api/callback' });
    const callbackUrl = new URL(request.url, `${request.protocol}://${request.host}`);
    let profile;
    try {
      profile = await oidc.finish(callbackUrl, saved.data);
    } catch (error) {
      request.log.warn({ err: error }, 'OpenID Connect callback rejected');
      throw new HttpProblem(400, 'oidc_failed', 'Sign-in with your identity provider failed. Please try again.');
    }
    const account = await accounts.signInWithOidc(profile, commandContext(request, null));
    await app.sessions.start(request, reply, account);
    return reply.redirect(account.created === true ? '/?welcome=1' : '/');
  });

  // A GET must not change state: a link or <img> on another site could sign users out.
  app.get('/api/logout', async (_request, reply) => reply.type('text/html; charset=utf-8').send(signOutPage()));
  app.post('/api/logout', async (request, reply) => {
    await app.sessions.end(request, reply);
    return reply.redirect('/', 303);
  });
};
