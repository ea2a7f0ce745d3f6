import { describe, expect, it } from 'vitest'

import { splitOnBusyDays } from '../../src/lib/market/gigsOnBusyDays'
import { invitableGigs } from '../../src/lib/market/invitableGigs'

const NOW = '2030-01-01T12:00:00.000Z'
const gig = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Gig ${id}`,
  status: 'open',
  date: '2030-02-01T19:00:00.000Z',
  deadline: null as string | null,
  ...extra,
})
const on = (gigId: number, slug: string, state = 'pending') => ({
  gig: { id: gigId },
  artist: { slug },
  state,
})

describe('invitableGigs ("Invite to a gig" on an artist page)', () => {
  const gigs = [
    gig(1),
    gig(2),
    gig(3),
    gig(4),
    gig(5),
    gig(6, { status: 'filled' }),
    gig(7, { date: '2029-12-31T19:00:00.000Z' }),
    gig(8, { deadline: '2029-12-31T00:00:00.000Z' }),
  ]

  it('leaves out gigs the artist is booked for or has an application or invitation on', () => {
    const left = invitableGigs(
      gigs,
      'deniz',
      {
        applications: [
          on(1, 'deniz', 'pending'),
          // An answered one too: a gig takes one application per artist, so a second is a 409.
          on(2, 'deniz', 'declined'),
          // Another artist's application changes nothing for this one.
          on(3, 'ayse', 'pending'),
        ],
        bookings: [on(4, 'deniz', 'confirmed')],
      },
      NOW,
    )
    expect(left.map((g) => g.id)).toEqual([3, 5])
  })

  it('offers only open gigs that have not started and whose deadline is ahead', () => {
    const left = invitableGigs(gigs, 'nobody', { applications: [], bookings: [] }, NOW)
    expect(left.map((g) => g.id)).toEqual([1, 2, 3, 4, 5])
  })
})

describe("splitOnBusyDays (the invite form leaves out the artist's busy days, and says which)", () => {
  const evening = (day: string) => `${day}T18:00:00.000Z` // 21:00 in Istanbul
  const gigs = [
    { id: 1, date: evening('2030-02-01') },
    { id: 2, date: evening('2030-02-03') },
    // 01:30 on 5 February in Istanbul, though still the 4th in UTC.
    { id: 3, date: '2030-02-04T22:30:00.000Z' },
  ]

  it('keeps the gigs on free days and names the busy ones in Istanbul time, sorted', () => {
    const { free, busyDays } = splitOnBusyDays(gigs, ['2030-02-05', '2030-02-01'])
    expect(free.map((gig) => gig.id)).toEqual([2])
    expect(busyDays).toEqual(['2030-02-01', '2030-02-05'])
  })

  it('leaves no gig when the artist is busy on every one', () => {
    const { free, busyDays } = splitOnBusyDays(gigs.slice(0, 2), ['2030-02-01', '2030-02-03'])
    expect(free).toEqual([])
    expect(busyDays).toEqual(['2030-02-01', '2030-02-03'])
  })
})
