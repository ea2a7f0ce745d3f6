import 'server-only'

import type { TaskConfig } from 'payload'

import { mailDoorInvite } from '../../tickets'

/** An invitation to a show's door, one job per invitation; retried on failure. */
export const mailDoorInviteTask: TaskConfig<'mailDoorInvite'> = {
  slug: 'mailDoorInvite',
  label: 'Mail an invitation to a show’s door',
  inputSchema: [
    { name: 'staff', type: 'number', required: true },
    { name: 'locale', type: 'text', required: true },
  ],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 10_000 } },
  handler: async ({ input, job, req }) => {
    await mailDoorInvite(req.payload, job, input.staff, input.locale === 'en' ? 'en' : 'tr')
    return { output: {} }
  },
}
