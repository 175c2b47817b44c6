import { disableDemoMode } from '../../lib/demo/demo-mode.ts';
import { signOut } from '../../lib/navigation.ts';
import { browserStorage } from '../../lib/storage.ts';

/** Leaving demo mode clears its flag and returns to the landing page; a real session signs out on the server. */
export function endSession(demo: boolean): void {
  if (!demo) return signOut();
  disableDemoMode(browserStorage());
  window.location.assign('/');
}
