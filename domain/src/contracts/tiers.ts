import { z } from 'zod';
import { tierColorNames, tiers } from '../rules/tier-names.ts';

// -1 means unlimited.
const limit = z.int().min(-1);

export const tierInfoSchema = z.object({
  tier: z.enum(tiers),
  limits: z.object({ maxSupplements: limit, maxAiRequestsPerDay: limit }),
  usage: z.object({ supplements: z.int().min(0), dailyAiRequests: z.int().min(0) }),
  displayName: z.string(),
  color: z.enum(tierColorNames),
});
export type TierInfo = z.infer<typeof tierInfoSchema>;
