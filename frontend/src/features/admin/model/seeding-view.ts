import type { SeedingStatus } from '@regimen/domain/contracts/admin-seeding';

/** What the seeding status line says. */
export function seedingNote(status: SeedingStatus | undefined): string {
  if (!status) return 'Checking the seeding status…';
  if (!status.inProgress) return 'No seeding in progress.';
  const kind = status.testMode ? 'Test seed' : 'Full seed';
  return `${kind} in progress: ${status.seeded} of ${status.planned} supplements researched.`;
}
