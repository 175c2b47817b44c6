import { z } from 'zod';

/** Optional free text: trimmed, and blank means none, so stored values are null rather than ''. */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((value) => (value === '' ? null : value));
}

/** Required free text: trimmed and not blank. */
export function requiredText(max: number) {
  return z.string().trim().min(1, 'Required').max(max);
}

/** Web addresses only: `z.url()` alone would also accept javascript: and data: URLs. */
export function webUrl(max: number) {
  return z.url({ protocol: /^https?$/ }).max(max);
}
