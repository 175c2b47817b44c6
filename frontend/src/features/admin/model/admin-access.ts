import type { CurrentUser } from '@regimen/domain/contracts/auth';

/** Spec 02: about 2 s before an unauthenticated visitor to admin is sent to sign in. */
export const SIGN_IN_REDIRECT_MS = 2000;
/** Spec 02: 1.5 s after an admin call answers 401. */
export const UNAUTHORIZED_REDIRECT_MS = 1500;
export const SIGN_IN_URL = '/api/login';

export type SessionLike = { status: 'anonymous' } | { status: 'authenticated' | 'demo'; user: Pick<CurrentUser, 'isAdmin'> };

/**
 * Who may see the admin pages. The server decides every call (the admin guard); this only picks
 * the honest page: demo visitors see demo data, signed-out visitors go to sign in, members are told.
 */
export type AdminAccess = 'allowed' | 'sign-in' | 'admins-only';

export function adminAccess(session: SessionLike): AdminAccess {
  if (session.status === 'anonymous') return 'sign-in';
  if (session.status === 'demo') return 'allowed';
  return session.user.isAdmin ? 'allowed' : 'admins-only';
}
