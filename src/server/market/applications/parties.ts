import 'server-only'

import type { Application, User } from '../../../payload-types'
import { idOf as relationId } from '@/lib/idOf'

/** What `idOf` answers for a party whose account was deleted (emptied): no record has id 0. */
export const NO_ACCOUNT = 0

/** A relationship's id, populated or not; NO_ACCOUNT for a deleted party's emptied account. */
const idOf = (value: number | { id: number } | null | undefined): number =>
  relationId(value) ?? NO_ACCOUNT

/** The account that sent it: the artist for an application, the organizer for an invitation. */
export const senderOf = (application: Application): number =>
  idOf(application.kind === 'application' ? application.artistUser : application.organizer)

/** The account that answers it. */
export const receiverOf = (application: Application): number =>
  idOf(application.kind === 'application' ? application.organizer : application.artistUser)

export const isParty = (application: Application, user: User): boolean =>
  senderOf(application) === user.id || receiverOf(application) === user.id

/** The other party's account, seen from `userId`. */
export const counterpartOf = (application: Application, userId: number): number =>
  senderOf(application) === userId ? receiverOf(application) : senderOf(application)

export { idOf }
