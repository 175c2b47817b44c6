// Sign-in and sign-out are server-driven flows, so they are full page navigations, not router links.
export const LOGIN_PATH = '/api/login';
export const LOGOUT_PATH = '/api/logout';

/**
 * Signing out is a POST (a GET to the logout path only shows a confirmation), so a link on another
 * site cannot sign anyone out. A submitted form keeps it a full page navigation.
 */
export function signOut(doc: Document = document): void {
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = LOGOUT_PATH;
  form.hidden = true;
  doc.body.append(form);
  form.submit();
}
