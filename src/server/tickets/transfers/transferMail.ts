import 'server-only'

import type { Locale } from '@/i18n/locales'
import { dateTag, TIME_ZONE } from '@/i18n/locales'
import { localizedPath } from '@/i18n/localizedPath'
import { siteUrl } from '@/lib/seo/siteUrl'

import { renderEmail, type EmailMessage } from '../../outreach'
import { translate } from '../../platform'

type TransferMail = {
  to: string
  locale: Locale
  giver: string
  show: { title: string; date: string; venue: string | null }
  type: string
  /** The claim link's token for an address with no account; none when the ticket is theirs now. */
  token?: string
}

/**
 * The mail a ticket's new holder gets, in their language: who sent which ticket for which show,
 * and either "My tickets" (the address has an account, the ticket is there) or the link that
 * gives it to the account they open or sign in to with this address.
 */
export function transferMail({ to, locale, giver, show, type, token }: TransferMail): EmailMessage {
  const t = (key: Parameters<typeof translate>[1], values?: Parameters<typeof translate>[2]) =>
    translate(locale, key, values)
  const date = new Intl.DateTimeFormat(dateTag(locale), {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(new Date(show.date))
  const url = token
    ? `${siteUrl()}${localizedPath(locale, '/tickets/claim/[token]', { token })}`
    : `${siteUrl()}${localizedPath(locale, '/tickets')}`
  return renderEmail(to, {
    locale,
    subject: t('TicketTransfer.mail.subject', { name: giver, show: show.title }),
    heading: t('TicketTransfer.mail.heading'),
    paragraphs: [
      t('TicketTransfer.mail.body', { name: giver, show: show.title, type }),
      t(token ? 'TicketTransfer.mail.claim' : 'TicketTransfer.mail.ready', { email: to }),
    ],
    facts: [
      { label: t('TicketTransfer.mail.date'), value: date },
      ...(show.venue ? [{ label: t('TicketTransfer.mail.venue'), value: show.venue }] : []),
    ],
    action: {
      label: t(token ? 'TicketTransfer.mail.claimAction' : 'TicketTransfer.mail.readyAction'),
      url,
    },
    footer: { kind: 'ticketTransfer' },
  })
}
