import type { Payload } from 'payload'

import { loadPayload } from '../../src/server/platform/payload/loadPayload'

let instance: Promise<Payload> | undefined

/** The Payload instance of this test file's worker, on the run's throw-away database. */
export const getTestPayload = (): Promise<Payload> => (instance ??= loadPayload())
