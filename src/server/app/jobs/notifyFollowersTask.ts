import 'server-only'

import type { TaskConfig } from 'payload'

import { notifyFollowers } from '../../market'

/**
 * Tells an artist's followers that the artist was booked: queued by the accept, so its answer
 * does not wait on (or grow with) the followers; retried on failure.
 */
export const notifyFollowersTask: TaskConfig<'notifyFollowers'> = {
  slug: 'notifyFollowers',
  label: 'Tell followers of a booking',
  inputSchema: [
    { name: 'artist', type: 'number', required: true },
    { name: 'application', type: 'number' },
    { name: 'gigId', type: 'number' },
    { name: 'gig', type: 'text', required: true },
    { name: 'name', type: 'text', required: true },
  ],
  retries: 3,
  handler: async ({ input, req }) => {
    await notifyFollowers(req.payload, {
      ...input,
      application: input.application ?? undefined,
      gigId: input.gigId ?? undefined,
    })
    return { output: {} }
  },
}
