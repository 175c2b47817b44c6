import { z } from 'zod';

export const problemIssueSchema = z.object({
  /** Dot-joined path into the request body, e.g. `ingredients.3`; empty for the body itself. */
  path: z.string(),
  message: z.string(),
});
export type ProblemIssue = z.infer<typeof problemIssueSchema>;

/** RFC 9457 problem details (`application/problem+json`), plus validation issues. */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.int().min(100).max(599),
  detail: z.string(),
  /** Stable machine-readable reason (a DomainErrorCode, 'validation', …) as server-kit sends it. */
  code: z.string().optional(),
  instance: z.string().optional(),
  issues: z.array(problemIssueSchema).optional(),
});
export type Problem = z.infer<typeof problemSchema>;

/** Validation issues (e.g. a ZodError's) in the problem's shape. */
export function problemIssues(error: {
  readonly issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[];
}): ProblemIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}
