import { describe, expect, it } from 'vitest'

import { marketListSegment, searchOfSegment } from '../../src/lib/market/marketListSegment'

describe('market list segments (one ISR page per list and query)', () => {
  it('keeps the known keys, sorted, so one query has one page', () => {
    const a = marketListSegment('gigs', new URLSearchParams('page=2&city=İzmir&utm=x&_rsc=1'))
    const b = marketListSegment('gigs', new URLSearchParams('city=İzmir&page=2'))
    expect(a).toBe(b)
    expect(searchOfSegment(a!)!.toString()).toBe(
      new URLSearchParams('city=İzmir&page=2').toString(),
    )
  })

  it('names the unfiltered list `-` and refuses what no rewrite makes', () => {
    expect(marketListSegment('artists', new URLSearchParams('from=2026-01-01'))).toBe('-')
    expect(searchOfSegment('-')!.toString()).toBe('')
    expect(searchOfSegment('not/base64')).toBeNull()
    expect(searchOfSegment('%%')).toBeNull()
  })

  it('leaves a query too long to keep to the per-request page', () => {
    expect(marketListSegment('venues', new URLSearchParams({ q: 'x'.repeat(400) }))).toBeNull()
  })
})
