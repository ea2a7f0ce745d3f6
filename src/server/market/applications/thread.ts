import 'server-only'

import type { Payload } from 'payload'

import type { User } from '../../../payload-types'
import { fail, type Failure } from '../../platform/failure'
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
  return docs.map((doc) => ({
    id: doc.id,
    author: idOf(doc.author),
    authorName: authors.get(idOf(doc.author))?.name ?? '',
    authorPhoto: authors.get(idOf(doc.author))?.photo ?? null,
    mine: idOf(doc.author) === user.id,
    text: doc.text,
    createdAt: doc.createdAt,
  }))
}

/** Adds a plain-text message to the thread (the two parties only) and tells the other party. */
export async function postThreadMessage(
  payload: Payload,
  user: User,
  id: string,
  text: string,
): Promise<ThreadMessage | Failure<'forbidden'> | null> {
  const application = await findApplication(payload, user, id)
  if (!application) return null
  if (!isParty(application, user)) return fail('forbidden', 'Applications.errors.onlyParties')
  // Stored as the plain text it is; pages render it as text, never as HTML.
  const doc = await payload.create({
    collection: 'application-messages',
    data: { application: application.id, author: user.id, text },
    depth: 0,
  })
  const names = await describeParties(payload, application)
  const name = user.id === idOf(application.artistUser) ? names.artist : names.venue
  await notify(payload, [
    {
      user: counterpartOf(application, user.id),
      type: 'newMessage',
      application: application.id,
      values: { gig: names.gig, name },
    },
  ])
  return {
    id: doc.id,
    author: user.id,
    authorName: name,
    authorPhoto: null,
    mine: true,
    text: doc.text,
    createdAt: doc.createdAt,
  }
}
