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

/** The app's pill mark (lucide "pill"), so the page carries the product's logo without loading the app. */
const logo = `<a class="brand" href="/" aria-label="Regimen home">
      <span class="mark"><svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="m10.5 20.5 10-10a4.95 4.95 0 1 0-7-7l-10 10a4.95 4.95 0 1 0 7 7Z"/><path d="m8.5 8.5 7 7"/></svg></span>
      <span class="word">Regimen</span>
    </a>`;

/**
 * The app's colours (frontend/src/styles.css), light and dark. The theme follows the choice the app
 * stored (the `theme` key, read by a same-origin script) or else the system; each pair passes
 * WCAG AA contrast.
 */
const layout = (title: string, content: string): string => `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${title} · Regimen</title>
  <script src="/sign-in-theme.js"></script>
  <style>
    :root {
      color-scheme: light; font-family: ui-sans-serif, system-ui, sans-serif;
      --bg: oklch(0.985 0.003 165); --fg: oklch(0.21 0.03 265); --card: oklch(1 0 0); --muted: oklch(0.47 0.025 265);
      --border: oklch(0.87 0.01 165); --primary: oklch(0.5 0.115 163); --primary-hover: oklch(0.45 0.105 163); --on-primary: oklch(0.99 0 0);
      --error: oklch(0.5 0.2 27); --error-bg: oklch(0.95 0.03 20); --soft: oklch(0.95 0.05 163);
    }
    @media (prefers-color-scheme: dark) { :root:not([data-theme='light']) {
      color-scheme: dark; --bg: oklch(0.17 0.02 255); --fg: oklch(0.96 0.005 255); --card: oklch(0.21 0.022 255); --muted: oklch(0.76 0.02 255);
      --border: oklch(0.36 0.02 255); --primary: oklch(0.68 0.14 163); --primary-hover: oklch(0.74 0.14 163); --on-primary: oklch(0.17 0.02 255);
      --error: oklch(0.8 0.13 25); --error-bg: oklch(0.3 0.07 25); --soft: oklch(0.3 0.06 163);
    } }
    :root[data-theme='dark'] {
      color-scheme: dark; --bg: oklch(0.17 0.02 255); --fg: oklch(0.96 0.005 255); --card: oklch(0.21 0.022 255); --muted: oklch(0.76 0.02 255);
      --border: oklch(0.36 0.02 255); --primary: oklch(0.68 0.14 163); --primary-hover: oklch(0.74 0.14 163); --on-primary: oklch(0.17 0.02 255);
      --error: oklch(0.8 0.13 25); --error-bg: oklch(0.3 0.07 25); --soft: oklch(0.3 0.06 163);
    }
    body { margin: 0; min-height: 100vh; display: grid; place-items: center; gap: 1rem; padding: 1.5rem 0; background: linear-gradient(to bottom, var(--soft), var(--bg) 40%); color: var(--fg); }
    .brand { display: flex; align-items: center; gap: .6rem; justify-content: center; color: var(--fg); text-decoration: none; margin-bottom: 1rem; }
    .mark { display: grid; place-items: center; width: 2.25rem; height: 2.25rem; border-radius: .75rem; background: var(--primary); color: var(--on-primary); }
    .word { font-size: 1.25rem; font-weight: 700; letter-spacing: -.01em; }
    main { width: min(24rem, 92vw); box-sizing: border-box; padding: 2rem; background: var(--card); border: 1px solid var(--border); border-radius: 1rem; box-shadow: 0 10px 30px #0000000f; }
    h1 { font-size: 1.4rem; margin: 0 0 .25rem; text-align: center; }
    p { margin: .25rem 0 1rem; color: var(--muted); }
    main > p:first-of-type { text-align: center; }
    form { display: grid; gap: .4rem; }
    label { font-size: .9rem; font-weight: 600; margin-top: .4rem; }
    input { font: inherit; color: var(--fg); background: var(--card); padding: .6rem .7rem; border-radius: .5rem; border: 1px solid var(--border); }
    input:focus-visible, button:focus-visible, a:focus-visible { outline: 2px solid var(--primary); outline-offset: 2px; }
    button { font: inherit; font-weight: 600; margin-top: 1rem; padding: .7rem; border: 0; border-radius: .5rem; background: var(--primary); color: var(--on-primary); cursor: pointer; }
    button:hover { background: var(--primary-hover); }
    .hint { margin: 0; font-size: .85rem; }
    .error { color: var(--error); background: var(--error-bg); padding: .6rem .8rem; border-radius: .5rem; }
    .switch { margin-top: 1rem; text-align: center; }
    a { color: var(--primary); font-weight: 600; }
    .legal { font-size: .8rem; text-align: center; margin: 0; }
    .legal a { color: var(--muted); font-weight: 500; }
  </style>
</head>
<body>
  <main>
    ${logo}
${content}
  </main>
  <p class="legal"><a href="/privacy-policy">Privacy Policy</a> · <a href="/terms-of-service">Terms of Service</a></p>
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
