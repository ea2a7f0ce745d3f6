import 'server-only'

import type { User } from '../../../payload-types'
import type { Locale } from '../../../i18n/locales'

/** The language an account's emails are written in (`tr` for accounts made before it was kept). */

export const userLocale = (user: Pick<User, 'locale'>): Locale => user.locale ?? 'tr'
