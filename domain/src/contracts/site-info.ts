import { z } from 'zod';

/** GET /api/site-info (public): what the legal and contact pages name, from the deployment's configuration. */
export const siteInfoSchema = z.object({
  privacyEmail: z.email().nullable(),
  legalEmail: z.email().nullable(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;
