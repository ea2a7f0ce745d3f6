import 'server-only'

import type { TaskConfig } from 'payload'

import { mailResetLink } from '../../people'

/** A password reset asked for: the account looked up and its link mailed, away from the request. */
export const mailResetLinkTask: TaskConfig<'mailResetLink'> = {
  slug: 'mailResetLink',
  label: 'Mail a password reset link',
  inputSchema: [{ name: 'email', type: 'email', required: true }],
  retries: 3,
  handler: async ({ input, req }) => {
    await mailResetLink(req.payload, input.email)
    return { output: {} }
  },
}
