import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The app's Payload instance (cached by Payload across requests). */
export const appPayload = (): Promise<Payload> => getPayload({ config })
