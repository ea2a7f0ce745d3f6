import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/locales'
import type {
  ConsentAction,
  ConsentKind,
  MarketingChannel,
  NoticePurpose,
} from '@/lib/legal/purposes'

import { marketingText, noticeText } from './noticeText'

/** Where and from whom: the request's client address and the screen the text was shown on. */
export type ConsentSource = { ip: string; screen: string; locale: Locale }

type Whose = { user?: number | null; email?: string | null }

type What =
  | { kind: 'notice' | 'consent'; purpose: NoticePurpose }
  | { kind: 'marketing'; purpose: MarketingChannel }

/**
 * Adds one record: a notice shown and accepted, or a consent or marketing opt-in given or
 * withdrawn, with the version and hash of the exact text in the language it was shown in. Only
 * ever adds (the table refuses changes); with `req`, it joins the caller's transaction, so a
 * sign-up that rolls back leaves no record of a consent to it.
 */
export async function recordConsent(
  payload: Payload,
  whose: Whose,
  what: What & { action: ConsentAction },
  source: ConsentSource,
  req?: PayloadRequest,
) {
  const text =
    what.kind === 'marketing'
      ? marketingText(source.locale, what.purpose)
      : noticeText(source.locale, what.purpose)
  return payload.create({
    collection: 'consent-records',
    data: {
      user: whose.user ?? null,
      email: whose.email?.toLowerCase() ?? null,
      purpose: what.purpose,
      kind: what.kind satisfies ConsentKind,
      action: what.action,
      locale: source.locale,
      textVersion: text.version,
      textHash: text.hash,
      ip: source.ip,
      screen: source.screen,
    },
    // Nobody may create a record through a request; the domain writes them.
    overrideAccess: true,
    depth: 0,
    req,
  })
}
