import { CalendarClock, FlaskConical, HeartPulse, House, Pill, Stethoscope, type LucideIcon } from 'lucide-react';

export type NavItem = {
  to: '/' | '/supplements' | '/prescriptions' | '/health' | '/research' | '/schedule';
  /** The header's wording (spec: Dashboard, My Supplements, …). */
  label: string;
  /** The header's wording between 768 and 1024 px. */
  shortLabel: string;
  /** The phone bottom bar's wording: eight cells share 390 px, so a word of at most 8 letters. */
  barLabel: string;
  icon: LucideIcon;
};

const home: NavItem = { to: '/', label: 'Dashboard', shortLabel: 'Home', barLabel: 'Home', icon: House };
const supplements: NavItem = { to: '/supplements', label: 'My Supplements', shortLabel: 'Supplements', barLabel: 'Supps', icon: Pill };
const prescriptions: NavItem = {
  to: '/prescriptions',
  label: 'My Prescriptions',
  shortLabel: 'Prescriptions',
  barLabel: 'Meds',
  icon: Stethoscope,
};
const health: NavItem = { to: '/health', label: 'My Health', shortLabel: 'My Health', barLabel: 'Health', icon: HeartPulse };
const research: NavItem = { to: '/research', label: 'Research', shortLabel: 'Research', barLabel: 'Research', icon: FlaskConical };
const schedule: NavItem = { to: '/schedule', label: 'Schedule', shortLabel: 'Schedule', barLabel: 'Schedule', icon: CalendarClock };

/** Spec section 2 orders the header and the small-screen bottom bar differently. */
export const HEADER_NAV: readonly NavItem[] = [home, supplements, prescriptions, health, research, schedule];
export const BOTTOM_NAV: readonly NavItem[] = [home, supplements, prescriptions, research, schedule, health];

/** Spec: the footer's pages; Send Feedback opens the feedback dialog rather than a page. */
export const FOOTER_LINKS = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/disclaimer', label: 'Medical Disclaimer' },
  { to: '/help', label: 'Help Center' },
  { to: '/contact', label: 'Contact Us' },
] as const;
