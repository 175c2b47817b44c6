import { z } from 'zod';

// Strings because revisions and positions are bigints, which JSON cannot carry.
const bigintString = z.string().regex(/^\d+$/, 'Expected a non-negative integer as a string');

/** What a command endpoint returns so the client can read its own write. */
export const commandAcceptedSchema = z.object({
  /** Id of the thing the command created or changed. */
  id: z.string(),
  /** Revision of the stream after the append. */
  revision: bigintString,
  /** Global position of the last appended event; the read side has caught up once it reaches it. */
  position: bigintString,
});
export type CommandAccepted = z.infer<typeof commandAcceptedSchema>;
