import 'server-only'

import { localizedPath } from '@/i18n/localizedPath'
import { siteUrl } from '@/lib/seo/siteUrl'

import { renderEmail } from '../../outreach/email/renderEmail'
import type { EmailMessage } from '../../outreach/email/queueEmail'
import { translate } from '../../platform/i18n/translate'
import type { NotificationInput } from './notify'
import type { Locale } from '@/i18n/locales'

/**
 * The email twin of a notification, in the recipient's language, with a link to the thread (or
 * the dashboard) and the account footer's notification-settings link.
 */
export function notificationEmail(
  to: string,
  locale: Locale,
  notice: NotificationInput,
): EmailMessage {
  const text = translate(locale, `Notifications.types.${notice.type}`, notice.values)
  const path = notice.gig
    ? localizedPath(locale, '/gigs/[id]', { id: notice.gig })
    : notice.application
      ? localizedPath(locale, '/dashboard/applications/[id]', { id: notice.application })
      : localizedPath(locale, '/dashboard')
  return renderEmail(to, {
    locale,
    subject: translate(locale, 'Notifications.email.subject', { text }),
    heading: text,
    paragraphs: [translate(locale, notice.gig ? 'Shows.email.body' : 'Notifications.email.body')],
    action: {
      label: translate(locale, notice.gig ? 'Shows.email.action' : 'Notifications.email.action'),
      url: `${siteUrl()}${path}`,
    },
    footer: { kind: 'account' },
  })
}
