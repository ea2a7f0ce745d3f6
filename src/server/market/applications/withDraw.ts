import 'server-only'

import type { Payload } from 'payload'

import { artistDraws } from '../shows/artistDraw'
import type { ApplicationSummary } from './toApplicationSummary'

/**
 * Every application and invitation a venue sees carries the artist's draw in the gig's city
 * (`followersInCity`, `pastGoing`, and the door's `admitted` and `admittedInCity`): proof an act
 * brings a crowd.
 */
export async function withDraw(
  payload: Payload,
  summaries: ApplicationSummary[],
): Promise<ApplicationSummary[]> {
  const draws = await artistDraws(
    payload,
    summaries.map((s) => ({ artist: s.artist.id, city: s.gig.city })),
  )
  return summaries.map((summary) => ({
    ...summary,
    artist: { ...summary.artist, ...draws.get(`${summary.artist.id}:${summary.gig.city}`) },
  }))
}
