import { randomBytes } from 'node:crypto'

import type { CollectionBeforeChangeHook } from 'payload'

import type { Ticket } from '../../../src/payload-types'

/**
 * A new ticket gets the random nonce its signed code is made over (src/server/tickets/codes): a
 * transfer gives it a new one, and the code made over the old one stops verifying.
 */
export const giveCodeNonce: CollectionBeforeChangeHook<Ticket> = ({ data, operation }) => {
  if (operation === 'create' && !data.codeNonce)
    data.codeNonce = randomBytes(16).toString('base64url')
  return data
}
