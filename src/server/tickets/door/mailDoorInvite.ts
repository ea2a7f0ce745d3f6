import 'server-only'

import type { Payload } from 'payload'

import { dateTag, TIME_ZONE, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/localizedPath'
import { idOf } from '@/lib/idOf'
import { siteUrl } from '@/lib/seo/siteUrl'

import { renderEmail, sendQueuedMail, userLocale } from '../../outreach'
import { translate } from '../../platform'

/**
 * Mails an invitation to a show's door: to an address with an account, in its owner's language, a
 * link to the door's screen; to one without, in the language the venue invited in, the same link
 * and the request to sign up with that address first (the door lets the address in once it has an
 * account). Nothing when the invitation was withdrawn or the show is gone.
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
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: staff.email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const account = docs[0]
  const locale = account ? userLocale(account) : inviteLocale
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
      url: `${siteUrl()}${localizedPath(locale, '/door/[id]', { id: gig.id })}`,
    },
    footer: { kind: 'account' },
  })
  await sendQueuedMail(payload, job, message)
}
