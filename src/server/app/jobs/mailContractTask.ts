import 'server-only'

import type { TaskConfig } from 'payload'

import { mailContract } from '../../payments'

/** One party's copy of an accepted distance contract, mailed as a PDF; retried on failure. */
export const mailContractTask: TaskConfig<'mailContract'> = {
  slug: 'mailContract',
  label: 'Mail an accepted contract',
  inputSchema: [
    { name: 'acceptance', type: 'number', required: true },
    { name: 'party', type: 'select', options: ['payer', 'artist'], required: true },
  ],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 10_000 } },
  handler: async ({ input, job, req }) => {
    await mailContract(req.payload, job, input.acceptance, input.party)
    return { output: {} }
  },
}
