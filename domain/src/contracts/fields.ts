import { z } from 'zod';

/**
 * Text a request may carry: no U+0000 (PostgreSQL text and jsonb cannot hold it) and no unpaired
 * UTF-16 surrogate (JSON.parse lets `"\ud800"` through; the database refuses it). Every text field
 * of a contract starts here, so what a command accepts can always be stored.
 */
export function plainText() {
  return z
    .string()
    .refine((text) => !text.includes('\u0000'), 'Text must not contain the NUL character (U+0000)')
    .refine((text) => text.isWellFormed(), 'Text must not contain unpaired UTF-16 surrogates');
}

/** Optional free text: trimmed, and blank means none, so stored values are null rather than ''. */
export function optionalText(max: number) {
  return plainText()
    .trim()
    .max(max)
    .nullable()
    .transform((value) => (value === '' ? null : value));
}

/** Required free text: trimmed and not blank. */
export function requiredText(max: number) {
  return plainText().trim().min(1, 'Required').max(max);
}

/** Web addresses only: `z.url()` alone would also accept javascript: and data: URLs. */
export function webUrl(max: number) {
  return z.url({ protocol: /^https?$/ }).max(max).pipe(plainText());
}

/**
 * An integer a read model's `integer` column (int4) can hold, within the product's own bounds.
 * `-0` is refused rather than silently stored as 0: a client sending it has a bug worth seeing.
 */
export function boundedInt(min: number, max: number) {
  if (min < -2_147_483_648 || max > 2_147_483_647) throw new Error('boundedInt: beyond an int4 column');
  return z
    .int()
    .min(min)
    .max(max)
    .refine((value) => !Object.is(value, -0), 'Must not be -0');
}
