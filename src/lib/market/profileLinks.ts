/** The links a profile may carry, each an https address on its own site (website: any site). */
export const LINK_SITES = {
  website: null,
  instagram: ['instagram.com'],
  youtube: ['youtube.com', 'youtu.be'],
  spotify: ['spotify.com'],
  soundcloud: ['soundcloud.com'],
} as const satisfies Record<string, readonly string[] | null>

export type LinkKind = keyof typeof LINK_SITES
export const LINK_KINDS = Object.keys(LINK_SITES) as LinkKind[]

/** True for an https URL whose host is the kind's site or one of its subdomains. */
export function isValidProfileLink(kind: LinkKind, value: string): boolean {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false
  const sites = LINK_SITES[kind]
  if (!sites) return url.hostname.includes('.')
  return sites.some((site) => url.hostname === site || url.hostname.endsWith(`.${site}`))
}
