import type { Target } from './targets'

const PAGE = 0.9 // every public page kind through the front
const API = 0.9 // every public API list and item through the front
const DIRECT = 0.5 // the market lists, straight to one instance

/** `key` of the first item a list answer holds on the running site (a real id or slug). */
export async function firstListed(base: string, path: string, key: string): Promise<string> {
  const response = await fetch(new URL(path, base))
  const body = (await response.json()) as { data: Record<string, unknown>[] }
  const value = body.data?.[0]?.[key]
  if (value === undefined) throw new Error(`${path} lists nothing: seed the database first`)
  return String(value)
}

const page = (path: string, goal = PAGE): Target => ({ name: path, path, goal, ext: 'html' })
const api = (path: string): Target => ({ name: path, path, goal: API, ext: 'json' })

/** The market's pages and API answers on the running site, with real ids and slugs. */
export async function marketTargets(base: string): Promise<Target[]> {
  const gigId = await firstListed(base, '/api/gigs', 'id')
  const artist = await firstListed(base, '/api/artists', 'slug')
  const venue = await firstListed(base, '/api/venues', 'slug')
  return [
    page('/gigler'),
    page('/gigler?city=istanbul'),
    page(`/gigler/${gigId}`),
    page(`/sanatcilar/${artist}`),
    page(`/mekanlar/${venue}`),
    api('/api/artists'),
    api(`/api/artists/${artist}`),
    api('/api/venues'),
    api(`/api/venues/${venue}`),
  ]
}

/** The stack's last target: the market lists served by one instance alone, no front. */
export const directMarketLists = (): Target[] =>
  ['/gigler', '/gigler?city=istanbul', '/sanatcilar', '/mekanlar'].map((path) => page(path, DIRECT))
