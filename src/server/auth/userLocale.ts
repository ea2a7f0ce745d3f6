import 'server-only'

import type { User } from '../../payload-types'

/** The language an account's emails are written in (`tr` for accounts made before it was kept). */
export type UserLocale = NonNullable<User['locale']>

export const userLocale = (user: Pick<User, 'locale'>): UserLocale => user.locale ?? 'tr'
