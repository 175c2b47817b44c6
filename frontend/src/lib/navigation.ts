// Sign-in and sign-out are server-driven flows, so they are full page navigations, not router links.
export const LOGIN_PATH = '/api/login';
const LOGOUT_PATH = '/api/logout';

export function signOut(): void {
  window.location.assign(LOGOUT_PATH);
}
