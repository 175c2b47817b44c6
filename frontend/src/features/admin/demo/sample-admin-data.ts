import type { RegisterAccount } from '@regimen/domain/account/account-commands';
import type { Tier } from '@regimen/domain/rules/tier-names';
import type { SubmitFeedback } from '@regimen/domain/feedback/feedback-commands';
import type { FeedbackStatus } from '@regimen/domain/feedback/feedback-events';

type SampleUser = Omit<RegisterAccount['data'], 'authProvider' | 'profileImageUrl'> & { daysAgo: number; tier?: Tier; blocked?: string };

/** The demo's other accounts: a few plans, one admin, one blocked, so every control of the Users tab has something to act on. */
export const SAMPLE_USERS: readonly SampleUser[] = [
  { userId: '00000000-0000-4000-8000-00000000ad01', email: 'maria.lopez@example.com', firstName: 'Maria', lastName: 'Lopez', isAdmin: true, daysAgo: 120, tier: 'enterprise' },
  { userId: '00000000-0000-4000-8000-00000000ad02', email: 'james.chen@example.com', firstName: 'James', lastName: 'Chen', isAdmin: false, daysAgo: 64, tier: 'premium' },
  { userId: '00000000-0000-4000-8000-00000000ad03', email: 'priya.patel@example.com', firstName: 'Priya', lastName: 'Patel', isAdmin: false, daysAgo: 41, tier: 'pro' },
  { userId: '00000000-0000-4000-8000-00000000ad04', email: 'tom.becker@example.com', firstName: 'Tom', lastName: 'Becker', isAdmin: false, daysAgo: 20 },
  { userId: '00000000-0000-4000-8000-00000000ad05', email: 'spam.bot@example.com', firstName: null, lastName: null, isAdmin: false, daysAgo: 9, blocked: 'Automated sign-ups and spam feedback' },
  { userId: '00000000-0000-4000-8000-00000000ad06', email: 'aiko.tanaka@example.com', firstName: 'Aiko', lastName: 'Tanaka', isAdmin: false, daysAgo: 2 },
];

type SampleFeedback = Omit<SubmitFeedback['data'], 'feedbackId'> & { feedbackId: string; hoursAgo: number; status?: FeedbackStatus; adminNotes?: string };

export const SAMPLE_FEEDBACK: readonly SampleFeedback[] = [
  { feedbackId: '00000000-0000-4000-8000-00000000fb01', type: 'bug', rating: null, message: 'The schedule shows my evening magnesium twice after I edit it.', page: '/schedule', userAgent: 'Mozilla/5.0 (iPhone)', hoursAgo: 50, status: 'reviewed', adminNotes: 'Reproduced; fix in the next release.' },
  { feedbackId: '00000000-0000-4000-8000-00000000fb02', type: 'feature', rating: 4, message: 'Could I export my intake history as a spreadsheet?', page: '/supplements', userAgent: 'Mozilla/5.0 (Macintosh)', hoursAgo: 26 },
  { feedbackId: '00000000-0000-4000-8000-00000000fb03', type: 'love', rating: 5, message: 'The interaction check caught something my pharmacist then confirmed. Thank you!', page: '/', userAgent: 'Mozilla/5.0 (Windows NT 10.0)', hoursAgo: 3 },
];
