import { describe, expect, it } from 'vitest';
import { loginRequestSchema, registerRequestSchema } from './auth.ts';

describe('registerRequestSchema', () => {
  it('lower-cases the e-mail and makes absent names null', () => {
    expect(registerRequestSchema.parse({ email: ' Ada@Example.COM ', password: 'correct horse' })).toEqual({
      email: 'ada@example.com',
      password: 'correct horse',
      firstName: null,
      lastName: null,
    });
  });

  it('refuses a bad e-mail and a password outside 8 to 200 characters', () => {
    expect(registerRequestSchema.safeParse({ email: 'ada', password: 'correct horse' }).success).toBe(false);
    expect(registerRequestSchema.safeParse({ email: 'ada@example.com', password: 'short' }).success).toBe(false);
    expect(registerRequestSchema.safeParse({ email: 'ada@example.com', password: 'x'.repeat(201) }).success).toBe(
      false,
    );
  });
});

describe('loginRequestSchema', () => {
  it('accepts any non-empty password', () => {
    expect(loginRequestSchema.parse({ email: 'ADA@example.com', password: 'x' })).toEqual({
      email: 'ada@example.com',
      password: 'x',
    });
    expect(loginRequestSchema.safeParse({ email: 'ada@example.com', password: '' }).success).toBe(false);
  });
});
