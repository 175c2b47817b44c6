import { CalendarClock, FlaskConical, HeartPulse, House, Pill, Stethoscope, type LucideIcon } from 'lucide-react';

export type NavItem = {
  to: '/' | '/supplements' | '/prescriptions' | '/health' | '/research' | '/schedule';
  /** The header's wording (spec: Dashboard, My Supplements, …). */
  label: string;
  /** The bottom bar's wording on small screens. */
  shortLabel: string;
  icon: LucideIcon;
};

const home: NavItem = { to: '/', label: 'Dashboard', shortLabel: 'Home', icon: House };
const supplements: NavItem = { to: '/supplements', label: 'My Supplements', shortLabel: 'Supplements', icon: Pill };
const prescriptions: NavItem = {
  to: '/prescriptions',
  label: 'My Prescriptions',
  shortLabel: 'Prescriptions',
  icon: Stethoscope,
};
const health: NavItem = { to: '/health', label: 'My Health', shortLabel: 'My Health', icon: HeartPulse };
const research: NavItem = { to: '/research', label: 'Research', shortLabel: 'Research', icon: FlaskConical };
const schedule: NavItem = { to: '/schedule', label: 'Schedule', shortLabel: 'Schedule', icon: CalendarClock };

/** Spec section 2 orders the header and the small-screen bottom bar differently. */
export const HEADER_NAV: readonly NavItem[] = [home, supplements, prescriptions, health, research, schedule];
export const BOTTOM_NAV: readonly NavItem[] = [home, supplements, prescriptions, research, schedule, health];

/** Spec: the disclaimer, help, contact and feedback pages are linked but not routes yet (they show the 404). */
export const FOOTER_LINKS = [
  { href: '/privacy-policy', label: 'Privacy Policy' },
  { href: '/terms-of-service', label: 'Terms of Service' },
  { href: '/disclaimer', label: 'Medical Disclaimer' },
  { href: '/help', label: 'Help Center' },
  { href: '/contact', label: 'Contact Us' },
  { href: '/feedback', label: 'Send Feedback' },
] as const;
