import type { CollectionBeforeChangeHook } from 'payload'
import { ValidationError } from 'payload'

import { gigRuleViolation } from '../../../src/lib/market/gigRules'
import type { Gig } from '../../../src/payload-types'
import { translate, type MessageKey } from '../../../src/server/platform'

/**
 * The rules across fields hold for every save, the panel's included: the deadline before the
 * start, a fee with the amounts its type needs. (The site's API checks them first, in the
 * request's language; this is the backstop.)
 */
export const enforceGigRules: CollectionBeforeChangeHook<Gig> = ({ data, originalDoc, req }) => {
  const gig = { ...originalDoc, ...data }
  const violation = gigRuleViolation({ date: gig.date, deadline: gig.deadline, fee: gig.fee })
  if (!violation) return data
  const locale = req.i18n?.language === 'tr' ? 'tr' : 'en'
  const message = translate(locale, violation.message as MessageKey)
  throw new ValidationError({
    collection: 'gigs',
    errors: [{ path: violation.field, message }],
    req,
  })
}
