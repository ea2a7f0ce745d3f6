/**
 * The public Google OAuth client id the server verifies ID tokens against (GOOGLE_CLIENT_ID),
 * read on the server so the site needs no separate public env variable; null when unset.
 */
export const googleClientId = (): string | null => process.env.GOOGLE_CLIENT_ID?.trim() || null
