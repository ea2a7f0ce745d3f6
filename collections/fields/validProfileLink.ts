import type { TextFieldSingleValidation } from 'payload'

import { isValidProfileLink, LINK_SITES, type LinkKind } from '../../src/lib/market/profileLinks'
import { translate } from '../../src/server/platform'
import { toLocale } from '../../src/i18n/locales'

/** An https address on the link's own site, with the message in the editor's language. */
export const validProfileLink =
  (kind: LinkKind): TextFieldSingleValidation =>
  (value, { req }) => {
    if (!value || isValidProfileLink(kind, value)) return true
    const locale = toLocale(req.i18n?.language)
    const site = LINK_SITES[kind]?.[0]
    return site
      ? translate(locale, 'Market.validation.linkOnSite', { site })
      : translate(locale, 'Market.validation.httpsLink')
  }
