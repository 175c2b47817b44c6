/** The product's own sign-in / sign-up page (served at /api/login when no OpenID provider is configured) and sign-out confirmation. */

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

export interface SignInPageState {
  readonly mode: 'signin' | 'signup';
  readonly error?: string;
  readonly email?: string;
}

const field = (label: string, name: string, type: string, attributes: string, value = ''): string => `
      <label for="${name}">${label}</label>
      <input id="${name}" name="${name}" type="${type}" value="${escapeHtml(value)}" ${attributes}>`;

const layout = (title: string, content: string): string => `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${title} · Regimen</title>
  <style>
    :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
    body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: Canvas; }
    main { width: min(24rem, 92vw); padding: 2rem; border: 1px solid #8884; border-radius: 1rem; }
    h1 { font-size: 1.4rem; margin: 0 0 .25rem; }
    p { margin: .25rem 0 1rem; opacity: .8; }
    form { display: grid; gap: .4rem; }
    label { font-size: .9rem; font-weight: 600; margin-top: .4rem; }
    input { font: inherit; padding: .6rem .7rem; border-radius: .5rem; border: 1px solid #8888; }
    button { font: inherit; font-weight: 600; margin-top: 1rem; padding: .7rem; border: 0; border-radius: .5rem; background: #2563eb; color: white; cursor: pointer; }
    .hint { margin: 0; font-size: .85rem; }
    .error { color: #b91c1c; background: #fee2e2; padding: .6rem .8rem; border-radius: .5rem; }
    .switch { margin-top: 1rem; text-align: center; }
    a { color: #2563eb; }
  </style>
</head>
<body>
  <main>
${content}
  </main>
</body>
</html>`;

export const signInPage = ({ mode, error, email = '' }: SignInPageState): string => {
  const signup = mode === 'signup';
  const title = signup ? 'Create your account' : 'Sign in to Regimen';
  return layout(
    title,
    `    <h1>${title}</h1>
    <p>${signup ? 'Track supplements, prescriptions and every dose.' : 'Welcome back.'}</p>
    ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
    <form method="post" action="/api/login">
      <input type="hidden" name="mode" value="${mode}">
      ${field('Email', 'email', 'email', 'required autocomplete="email" maxlength="254"', email)}
      ${field('Password', 'password', 'password', `required ${signup ? 'minlength="8" ' : ''}maxlength="200" autocomplete="${signup ? 'new-password' : 'current-password'}"`)}
      ${signup ? '<p class="hint">At least 8 characters. Avoid common passwords; a few unrelated words work well.</p>' : ''}
      ${signup ? field('First name (optional)', 'firstName', 'text', 'maxlength="100" autocomplete="given-name"') + field('Last name (optional)', 'lastName', 'text', 'maxlength="100" autocomplete="family-name"') : ''}
      <button type="submit">${signup ? 'Create account' : 'Sign in'}</button>
    </form>
    <p class="switch">${signup ? 'Already have an account? <a href="/api/login">Sign in</a>' : 'New to Regimen? <a href="/api/login?mode=signup">Create an account</a>'}</p>`,
  );
};

/**
 * GET /api/logout answers with this page: signing out takes a POST (a same-site form), so a link
 * or image on another site cannot sign anyone out.
 */
export const signOutPage = (): string =>
  layout(
    'Sign out',
    `    <h1>Sign out of Regimen?</h1>
    <form method="post" action="/api/logout">
      <button type="submit">Sign out</button>
    </form>
    <p class="switch"><a href="/">Stay signed in</a></p>`,
  );
