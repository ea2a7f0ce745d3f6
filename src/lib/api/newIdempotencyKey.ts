/**
 * A new `Idempotency-Key` for one submission of a form whose write the API honours a key for: the
 * front may then send the write again to another instance when its instance died with it, and the
 * write is still done once. `crypto.randomUUID` exists only on secure pages (https, localhost);
 * `getRandomValues` everywhere.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
