import 'server-only'

import { createHash } from 'node:crypto'

import type { Locale } from '@/i18n/locales'
import type { MarketingChannel, NoticePurpose } from '@/lib/legal/purposes'

import { translate } from '../platform'
import { providerIdentity } from './providerIdentity'

/** A text a person is shown and may accept: what a consent record points at. */
type ShownText = { version: string; hash: string }

export type NoticeText = ShownText & { title: string; paragraphs: string[] }

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')

/**
 * The privacy notice of one purpose, as its page shows it: the title, then the paragraphs in order
 * (the controller's identity from configuration filled in). The hash is over exactly these
 * strings, so a record proves which words the person saw; any change of wording changes it.
 */
export function noticeText(locale: Locale, purpose: NoticePurpose): NoticeText {
  const identity = providerIdentity()
  const own = (part: 'title' | 'version' | 'data' | 'purpose' | 'basis' | 'retention') =>
    translate(locale, `Legal.notices.${purpose}.${part}`)
  const title = own('title')
  const paragraphs = [
    translate(locale, 'Legal.common.controller', identity),
    own('data'),
    own('purpose'),
    own('basis'),
    own('retention'),
    translate(locale, 'Legal.common.transfer'),
    translate(locale, 'Legal.common.rights', identity),
  ]
  const version = own('version')
  return { title, version, paragraphs, hash: sha256([title, ...paragraphs].join('\n\n')) }
}

/** The opt-in sentence of a marketing channel, as shown beside its checkbox or form. */
export function marketingText(
  locale: Locale,
  channel: MarketingChannel,
): ShownText & { text: string } {
  const text = translate(locale, `Legal.marketing.${channel}`)
  return { text, version: translate(locale, 'Legal.marketing.version'), hash: sha256(text) }
}
