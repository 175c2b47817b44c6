/** A v4 UUID, also where `crypto.randomUUID` is missing (it needs a secure context; plain-http LAN hosts lack it). */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const hex = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Memoises `build` per variables object. TanStack Query hands the same variables object to every
 * retry of one `mutate()` call, so whatever `build` makes once (the Idempotency-Key, the "now" of
 * a take) stays the same across retries, and the server recognises a retried command as a repeat.
 */
export function oncePerMutation<V extends object, R>(build: (variables: V) => R): (variables: V) => R {
  const built = new WeakMap<V, R>();
  return (variables) => {
    const existing = built.get(variables);
    if (existing !== undefined) return existing;
    const created = build(variables);
    built.set(variables, created);
    return created;
  };
}
