import {
  getRewrittenUrl,
  unstable_doesMiddlewareMatch,
  unstable_getResponseFromNextConfig,
} from 'next/experimental/testing/server'
import { describe, expect, it } from 'vitest'

import { localeRewrites } from '../../src/i18n/localeRoutes'
import {
  COMMON_LIST_KEYS,
  MARKET_LIST_KEYS,
  MARKET_LIST_PATHS,
  marketListSegment,
  searchOfSegment,
} from '../../src/lib/market/marketListSegment'
import { config } from '../../src/proxy'

const site = 'http://localhost'
const runsProxy = (path: string) => unstable_doesMiddlewareMatch({ config, url: `${site}${path}` })
const rewrittenPath = async (path: string) => {
  const response = await unstable_getResponseFromNextConfig({
    url: `${site}${path}`,
    nextConfig: { rewrites: async () => localeRewrites() },
  })
  const url = getRewrittenUrl(response)
  return url ? new URL(url).pathname : null
}
const rareKeys = (list: keyof typeof MARKET_LIST_KEYS) =>
  MARKET_LIST_KEYS[list].filter((key) => !(COMMON_LIST_KEYS as readonly string[]).includes(key))

describe('the market lists reach their ISR page with no proxy for the common filters', () => {
  for (const [path, { locale, list }] of Object.entries(MARKET_LIST_PATHS)) {
    it(`${path}: none, a city, a genre or both are rewrites; every other key runs the proxy`, async () => {
      const base = `/${locale}/market-list/${list}`
      for (const query of ['', '?city=izmir', '?genre=jazz', '?city=izmir&genre=hip-hop']) {
        expect(runsProxy(`${path}${query}`), `${path}${query}`).toBe(false)
      }
      // The filter form sends its empty fields too: they count as absent.
      expect(runsProxy(`${path}?city=izmir&page=&limit=`)).toBe(false)
      // Next's test helper drops the values a rule captures from the query, so the filtered
      // rewrites are checked in the browser tests (cache.freshness: kept, with the filter shown).
      expect(await rewrittenPath(path)).toBe(`${base}/-`)
      expect(await rewrittenPath(`${path}?utm_source=x&page=`)).toBe(`${base}/-`)
      for (const key of rareKeys(list)) {
        expect(runsProxy(`${path}?city=izmir&${key}=2`), `${path} ${key}`).toBe(true)
      }
    })
  }

  it('a readable segment reads as the same query as the proxy spelling of it', () => {
    for (const query of ['city=izmir', 'genre=jazz', 'city=izmir&genre=hip-hop']) {
      const proxied = marketListSegment('gigs', new URLSearchParams(query))!
      expect(searchOfSegment(query)!.toString()).toBe(searchOfSegment(proxied)!.toString())
    }
    expect(searchOfSegment('city%3Dizmir%26genre%3Djazz')!.toString()).toBe('city=izmir&genre=jazz')
    expect(searchOfSegment('city=İzmir')).toBeNull()
    expect(searchOfSegment('page=2')).toBeNull()
  })

  it('a value no option has goes to the per-request list page, with no proxy', async () => {
    expect(runsProxy('/gigler?city=%C4%B0zmir')).toBe(false)
    expect(await rewrittenPath('/gigler?city=%C4%B0zmir')).toBe('/tr/gigs')
    expect(await rewrittenPath('/en/gigs?city=%C4%B0zmir')).toBeNull()
  })

  it('other pages run no proxy', () => {
    for (const path of ['/', '/blog?page=2', '/gigler/12?page=2', '/en/artists/x?q=a']) {
      expect(runsProxy(path), path).toBe(false)
    }
    expect(runsProxy('/cms/collections/users')).toBe(true)
  })
})
