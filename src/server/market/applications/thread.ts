import 'server-only'

import type { Payload } from 'payload'

import type { Application, ApplicationMessage, User } from '../../../payload-types'
import { fail, type Failure } from '../../platform'
import { notify } from '../notifications/notify'
import { describeParties } from './describeParties'
import { findApplication } from './findApplication'
import { counterpartOf, idOf, isParty } from './parties'
import { threadAuthors } from './threadAuthors'

export type ThreadMessage = {
  id: number
  author: number
  authorName: string
  authorPhoto: string | null
  /** The author deleted their account: no name or photo, the screens say "Deleted account". */
  authorRetired: boolean
  mine: boolean
  text: string
  createdAt: string
}

/** The application's thread, oldest first; null when `user` cannot see the application. */
export async function listThread(
  payload: Payload,
  user: User,
  id: string,
): Promise<ThreadMessage[] | null> {
  const application = await findApplication(payload, user, id)
  if (!application) return null
  const [{ docs }, authors] = await Promise.all([
    payload.find({
      collection: 'application-messages',
      where: { application: { equals: application.id } },
      sort: 'createdAt',
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user,
    }),
    threadAuthors(payload, application),
  ])
  return docs.map((doc) => {
    // A deleted author's messages stay (the other party's record), emptied by the database.
    const face = doc.author == null ? undefined : authors.get(idOf(doc.author))
    return {
      id: doc.id,
      author: idOf(doc.author),
      authorName: face?.name ?? '',
      authorPhoto: face?.photo ?? null,
      authorRetired: doc.author == null,
      mine: idOf(doc.author) === user.id,
      text: doc.text,
      createdAt: doc.createdAt,
    }
  })
}

/** States in which the thread takes no more messages; an accepted pair (a booking) still talks. */
const CLOSED: Application['state'][] = ['withdrawn', 'declined', 'expired']

/** A burst of messages in this window tells the other party once (one notice, one mail). */
const FOLD_MS = 10 * 60 * 1000

/**
 * Adds a plain-text message to the thread (the two parties only, while it is open) and tells the
 * other party, unless an unread notice of this thread from the last minutes already does.
 */
export async function postThreadMessage(
  payload: Payload,
  user: User,
  id: string,
  text: string,
): Promise<ThreadMessage | Failure<'forbidden' | 'conflict'> | null> {
  const application = await findApplication(payload, user, id)
  if (!application) return null
  if (!isParty(application, user)) return fail('forbidden', 'Applications.errors.onlyParties')
  if (CLOSED.includes(application.state))
    return fail('conflict', 'Applications.errors.threadClosed')
  // Stored as the plain text it is; pages render it as text, never as HTML. The checks above are
  // the rule; the collection is closed to direct writes.
  const doc = await payload.create({
    collection: 'application-messages',
    overrideAccess: true,
    data: { application: application.id, author: user.id, text },
    depth: 0,
  })
  const recipient = counterpartOf(application, user.id)
  const names = await describeParties(payload, application)
  const name = user.id === idOf(application.artistUser) ? names.artist : names.venue
  if (await hasFreshNotice(payload, recipient, application.id)) return toMessage(doc, user.id, name)
  await notify(payload, [
    {
      user: recipient,
      type: 'newMessage',
      application: application.id,
      values: { gig: names.gig, name },
      excerpt: text,
    },
  ])
  return toMessage(doc, user.id, name)
}

const toMessage = (doc: ApplicationMessage, userId: number, authorName: string): ThreadMessage => ({
  id: doc.id,
  author: userId,
  authorName,
  authorPhoto: null,
  authorRetired: false,
  mine: true,
  text: doc.text,
  createdAt: doc.createdAt,
})

/** Whether `recipient` has an unread new-message notice of this thread from the fold window. */
async function hasFreshNotice(payload: Payload, recipient: number, application: number) {
  // The recipient's notices, read by the server to decide whether to add one: full access.
  const { totalDocs } = await payload.count({
    collection: 'notifications',
    overrideAccess: true,
    where: {
      and: [
        { user: { equals: recipient } },
        { application: { equals: application } },
        { type: { equals: 'newMessage' } },
        { readAt: { exists: false } },
        { createdAt: { greater_than: new Date(Date.now() - FOLD_MS).toISOString() } },
      ],
    },
  })
  return totalDocs > 0
}
