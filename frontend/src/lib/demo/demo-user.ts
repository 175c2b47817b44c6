import type { CurrentUser } from '@regimen/domain/contracts/auth';

/** The fixed placeholder user of demo mode (kept apart from the sample data, which loads lazily). */
export const DEMO_USER: CurrentUser = {
  id: '00000000-0000-4000-8000-00000000de00',
  email: 'demo@example.com',
  firstName: 'Demo',
  lastName: 'User',
  profileImageUrl: null,
  // Premium, so the twenty samples fit the plan with room to add a few.
  tier: 'premium',
  isAdmin: false,
};
