// Relative imports only: next.config.ts loads this file, where the `@/` alias does not resolve.
import {
  COMMON_LIST_KEYS,
  MARKET_LIST_KEYS,
  MARKET_LIST_PATHS,
  OPTION_VALUE,
} from '../lib/market/marketListSegment'

type Query = { type: 'query'; key: string; value?: string }
export type Rewrite = { source: string; destination: string; has?: Query[]; missing?: Query[] }

const absent = (key: string): Query => ({ type: 'query', key })
const option = (key: string): Query => ({ type: 'query', key, value: `(?<${key}>${OPTION_VALUE})` })

/**
 * The market lists with no filter, a city, a genre or both (the filters people use), straight to
 * their ISR page (src/app/(site)/[locale]/market-list) with no proxy on the way: the proxy runs
 * only when another key is present (src/proxy.ts's matcher), and costs a list about a third of
 * its speed. An empty value counts as absent, as the filter form sends every field. A value that
 * is no option key (`city=İzmir`) matches none of these and reaches the per-request list page,
 * which reads it the same way.
 */
export function marketListRewrites(): Rewrite[] {
  return Object.entries(MARKET_LIST_PATHS).flatMap(([source, { locale, list }]) => {
    const base = `/${locale}/market-list/${list}`
    const rare = MARKET_LIST_KEYS[list].filter(
      (key) => !(COMMON_LIST_KEYS as readonly string[]).includes(key),
    )
    const [city, genre] = COMMON_LIST_KEYS
    const without = (...keys: string[]) => [...rare, ...keys].map(absent)
    return [
      { source, missing: without(city, genre), destination: `${base}/-` },
      { source, has: [option(city)], missing: without(genre), destination: `${base}/city=:city` },
      { source, has: [option(genre)], missing: without(city), destination: `${base}/genre=:genre` },
      {
        source,
        has: [option(city), option(genre)],
        missing: without(),
        destination: `${base}/city=:city&genre=:genre`,
      },
    ]
  })
}
