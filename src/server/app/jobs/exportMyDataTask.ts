import 'server-only'

import type { TaskConfig } from 'payload'

import { buildDataExport } from '../legal/myData/buildDataExport'

/** "My data" asked for: the account's export collected, kept and its link mailed. */
export const exportMyDataTask: TaskConfig<'exportMyData'> = {
  slug: 'exportMyData',
  label: "Export an account's data",
  inputSchema: [{ name: 'user', type: 'number', required: true }],
  retries: 3,
  handler: async ({ input, req }) => {
    await buildDataExport(req.payload, input.user)
    return { output: {} }
  },
}
