import 'server-only'

import { getPayload, type Payload } from 'payload'

/*
 * The config is imported when the instance is first asked for, not when this module loads: the
 * config's job tasks reach the contexts, and the contexts reach this module, so a static import
 * would load the config in the middle of its own evaluation.
 */
let config: Promise<typeof import('@payload-config')> | undefined

/**
 * The app's Payload instance (cached by Payload across requests). `cron` starts the jobs queue's
 * runner in the server process (not during `next build`), so queued mail goes out.
 */
export const appPayload = async (): Promise<Payload> => {
  config ??= import('@payload-config')
  return getPayload({ config: (await config).default, cron: true })
}
