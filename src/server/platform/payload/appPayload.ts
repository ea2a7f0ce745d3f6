import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/**
 * The app's Payload instance (cached by Payload across requests). `cron` starts the jobs queue's
 * runner in the server process (not during `next build`), so queued mail goes out.
 */
export const appPayload = (): Promise<Payload> => getPayload({ config, cron: true })
