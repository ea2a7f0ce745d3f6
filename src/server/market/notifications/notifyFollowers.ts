import 'server-only'

import type { Payload } from 'payload'

import { jobMeta } from '../../platform'

import { notify } from './notify'

type FollowersNotice = {
  /** The artist profile's id. */
  artist: number
  /** The accepted application and its gig: the fan's notice and mail lead to the gig page. */
  application?: number
  gigId?: number
  /** The gig's title and the artist's name, as the notice shows them. */
  gig: string
  name: string
}

/** Queues the followers' notices of a booking: the `notifyFollowers` job writes them. */
export async function queueFollowersNotice(payload: Payload, notice: FollowersNotice) {
  await payload.jobs.queue({ task: 'notifyFollowers', input: notice, meta: jobMeta() })
}

/** Fans who follow the artist hear that the artist was booked (run by the jobs queue). */
export async function notifyFollowers(payload: Payload, notice: FollowersNotice): Promise<void> {
  // Follows are private to each follower; the server reads them all to tell them.
  const { docs } = await payload.find({
    collection: 'follows',
    overrideAccess: true,
    where: { artist: { equals: notice.artist } },
    pagination: false,
    depth: 0,
    select: { follower: true },
  })
  await notify(
    payload,
    docs.map((follow) => ({
      user: typeof follow.follower === 'number' ? follow.follower : follow.follower.id,
      type: 'artistBooked' as const,
      // The fan never reads the application; the bell uses it to find the gig page.
      application: notice.application,
      gig: notice.gigId,
      values: { gig: notice.gig, name: notice.name },
    })),
  )
}
