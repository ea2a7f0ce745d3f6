import { type Client, dataOf } from './client'
import type { Scenario } from './scenario'

// A city no seeded gig is in, so a new gig is on the first page of the city's list.
const CITY = 'kilis'

/** Each gig posted an hour sooner than the one before, so the newest leads the city's list. */
const gigBody = (title: string, hoursSooner = 0) => ({
  title,
  date: new Date(Date.now() + 20 * 86_400_000 - hoursSooner * 3_600_000).toISOString(),
  ...{ city: CITY, venue: 'Bench Sahne', slots: 1, fee: { type: 'fixed', amount: 300_000 } },
})

/**
 * Removes the bench's gigs for good through Payload's panel API as an admin: the site's DELETE
 * only cancels a gig, which left each run's gigs on the seeded organizer's dashboard.
 */
const removeGig = (admin: Client, id: number) => admin('DELETE', `/cms-api/gigs/${id}`)

/** Gigs posted by an organizer: the city's list (a rewrite to its kept page) shows each. */
export function gigPosted(organizer: Client, admin: Client): Scenario {
  const ids: number[] = []
  const stamp = Date.now()
  return {
    name: 'a gig posted',
    round: async (n) => {
      const title = `Bench gig ${stamp} #${n}`
      return {
        paths: [`/en/gigs?city=${CITY}`, '/api/gigs?city=kilis'],
        expect: title,
        write: async () => {
          const gig = await dataOf<{ id: number }>(
            organizer('POST', '/api/gigs', gigBody(title, n)),
            'a gig',
          )
          ids.push(gig.id)
        },
      }
    },
    cleanup: async () => {
      for (const id of ids) await removeGig(admin, id)
    },
  }
}

/** One gig's title edited by its organizer: its page, its API answer and the city's list. */
export async function gigEdited(organizer: Client, admin: Client): Promise<Scenario> {
  const stamp = Date.now()
  const { id } = await dataOf<{ id: number }>(
    organizer('POST', '/api/gigs', gigBody(`Bench edited ${stamp}`)),
    'a gig to edit',
  )
  return {
    name: 'a gig edited',
    round: async (n) => {
      const title = `Bench edited ${stamp} #${n}`
      return {
        paths: [`/en/gigs/${id}`, `/api/gigs/${id}`, `/en/gigs?city=${CITY}`],
        expect: title,
        write: async () =>
          void (await dataOf(organizer('PUT', `/api/gigs/${id}`, gigBody(title)), 'the edit')),
      }
    },
    cleanup: async () => void (await removeGig(admin, id)),
  }
}
