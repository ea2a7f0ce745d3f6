import { ValidationError, type Payload } from 'payload'

import type { SubscribeInput } from './subscribeSchema'

export const SUBSCRIBED_MESSAGE = 'Subscription successful! Please check your email.'

/** The subscriber with this (lower-cased) address, if any. */
const findSubscriber = async (payload: Payload, email: string) =>
  // Visitors cannot read the list; the lookup reveals nothing, as the answer is the same either way.
  (
    await payload.find({
      collection: 'subscribers',
      where: { email: { equals: email } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]

/**
 * Subscribes an address to the newsletter. Subscribing again (in any letter case) is not an
 * error and adds no row; a former subscriber who asks again is subscribed again.
 */
export async function subscribeFan(payload: Payload, { email }: SubscribeInput): Promise<void> {
  const existing = await findSubscriber(payload, email)
  if (existing) {
    if (existing.status !== 'subscribed')
      // Only admins may update subscribers; the address's owner asked for exactly this change.
      await payload.update({
        collection: 'subscribers',
        id: existing.id,
        data: { status: 'subscribed' },
        overrideAccess: true,
      })
    return
  }
  try {
    await payload.create({
      collection: 'subscribers',
      data: { email, status: 'subscribed' },
      overrideAccess: false,
      user: null,
    })
  } catch (error) {
    // Two requests for one address at once: the unique index lets one through, and that is enough.
    if (!(error instanceof ValidationError && (await findSubscriber(payload, email)))) throw error
  }
}
