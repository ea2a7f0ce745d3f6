import 'server-only'

/**
 * The site's public origin in production (from `NEXT_PUBLIC_SERVER_URL`), or null in development
 * and when unset. Payload's CSRF allowlist and its `Secure` cookies follow it.
 */
export function productionSiteOrigin(): string | null {
  const url = process.env.NEXT_PUBLIC_SERVER_URL?.trim()
  if (process.env.NODE_ENV !== 'production' || !url) return null
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/** Cookies are `Secure` when the production site is served over HTTPS. */
export const secureCookies = (): boolean => productionSiteOrigin()?.startsWith('https://') ?? false
