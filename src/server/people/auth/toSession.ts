import 'server-only'

import type { User } from '../../../payload-types'
import { userLocale } from '../../outreach'
import type { Locale } from '../../../i18n/locales'

/** The spec's session object: the bearer token and the public part of the user. */
export type Session = {
  token: string
  user: {
    _id: User['id']
    fullname: string
    email: string
    role: User['role']
    locale: Locale
  }
}

export const toSession = (token: string, user: User): Session => ({
  token,
  user: {
    _id: user.id,
    fullname: user.fullname,
    email: user.email,
    role: user.role,
    locale: userLocale(user),
  },
})
