import 'server-only'

import type { Payload } from 'payload'

import { dateTag, TIME_ZONE, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/localizedPath'
import { idOf } from '@/lib/idOf'
import { siteUrl } from '@/lib/seo/siteUrl'

import { renderEmail, sendQueuedMail, userLocale } from '../../outreach'
import { translate } from '../../platform'
import { doorInviteToken } from './doorInvite'

/**
 * Mails an invitation to a show's door: to an invitation made for an account, in its owner's
 * language, a link to the door's screen; to an address that had no account then, in the language
 * the venue invited in, the door's link carrying the invitation's token (doorInvite) and the
 * request to sign up or sign in with that address and open it: opened signed in with the address,
 * the invitation becomes that account's. Nothing when the invitation was withdrawn or the show is
 * gone.
 */
export async function mailDoorInvite(
  payload: Payload,
  job: { id: number | string; createdAt: string },
  staffId: number,
  inviteLocale: Locale,
): Promise<void> {
  // The worker's own mail about records the domain wrote: full access.
  const staff = await payload.findByID({
    collection: 'door-staff',
    id: staffId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!staff) return
  const gig = await payload.findByID({
    collection: 'gigs',
    id: idOf(staff.gig)!,
    depth: 0,
    select: { title: true, date: true, venue: true },
    overrideAccess: true,
    disableErrors: true,
  })
  if (!gig) return
  const accountId = idOf(staff.user)
  const account = accountId
    ? await payload.findByID({
        collection: 'users',
        id: accountId,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
      })
    : null
  const locale = account ? userLocale(account) : inviteLocale
  const door = `${siteUrl()}${localizedPath(locale, '/door/[id]', { id: gig.id })}`
  const token = account
    ? null
    : doorInviteToken(payload, { id: staff.id, gig: gig.id, email: staff.email })
  const t = (key: Parameters<typeof translate>[1], values?: Parameters<typeof translate>[2]) =>
    translate(locale, key, values)
  const date = new Intl.DateTimeFormat(dateTag(locale), {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(new Date(gig.date))
  const message = renderEmail(staff.email, {
    locale,
    subject: t('DoorMail.subject', { show: gig.title }),
    heading: t('DoorMail.heading'),
    paragraphs: [
      t('DoorMail.body', { show: gig.title }),
      t(account ? 'DoorMail.signIn' : 'DoorMail.signUp', { email: staff.email }),
    ],
    facts: [
      { label: t('DoorMail.show'), value: gig.title },
      { label: t('DoorMail.date'), value: date },
      ...(gig.venue ? [{ label: t('DoorMail.venue'), value: gig.venue }] : []),
    ],
    action: {
      label: t('DoorMail.action'),
      url: token ? `${door}?invite=${encodeURIComponent(token)}` : door,
    },
    footer: { kind: account ? 'account' : 'doorInvite' },
  })
  await sendQueuedMail(payload, job, message)
}
