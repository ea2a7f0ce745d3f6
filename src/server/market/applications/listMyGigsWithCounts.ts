import 'server-only'

import type { Payload } from 'payload'

import type { User } from '../../../payload-types'
import { idOf } from './parties'

export type GigWithCounts = {
  id: number
  title: string
  date: string
  status: string
  deadline: string | null
  /** Artists' applications (the venue's own invitations are counted apart, in `invited`). */
  pending: number
  total: number
  invited: number
}

/**
 * The organizer's gigs, soonest first, with how many applications each has, how many wait, and
 * how many invitations the organizer sent (not applications: nothing there to review).
 */
export async function listMyGigsWithCounts(payload: Payload, user: User): Promise<GigWithCounts[]> {
  const access = { overrideAccess: false, user, depth: 0, pagination: false } as const
  const [{ docs: gigs }, { docs: applications }] = await Promise.all([
    payload.find({
      collection: 'gigs',
      where: { organizer: { equals: user.id } },
      sort: 'date',
      ...access,
    }),
    payload.find({
      collection: 'applications',
      where: { organizer: { equals: user.id } },
      select: { gig: true, state: true, kind: true },
      ...access,
    }),
  ])
  return gigs.map((gig) => {
    const forGig = applications.filter((a) => idOf(a.gig) === gig.id)
    const mine = forGig.filter((a) => a.kind === 'application')
    return {
      id: gig.id,
      title: gig.title,
      date: gig.date,
      status: gig.status ?? 'open',
      deadline: gig.deadline ?? null,
      pending: mine.filter((a) => a.state === 'pending').length,
      total: mine.length,
      invited: forGig.length - mine.length,
    }
  })
}
