import 'server-only'

import { localizedPath } from '@/i18n/localizedPath'
import { siteUrl } from '@/lib/seo/siteUrl'

import { translate } from '../../platform'
import type { EmailContent } from './emailContent'
import { NOTIFICATIONS_ANCHOR } from '@/lib/notificationsAnchor'

/**
 * The footer's reason line and its link: unsubscribe for newsletter mail, settings for account
 * mail, the privacy notice for a mail to an address someone typed.
 */
export function footerLink({ locale, footer }: EmailContent) {
  if (footer.kind === 'ticketTransfer' || footer.kind === 'doorInvite')
    return {
      reason: translate(
        locale,
        footer.kind === 'doorInvite'
          ? 'Email.layout.doorInviteReason'
          : 'Email.layout.ticketTransferReason',
      ),
      label: translate(locale, 'Email.layout.privacy'),
      url: `${siteUrl()}${localizedPath(locale, '/privacy')}`,
    }
  if (footer.kind === 'newsletter' || footer.kind === 'digest')
    return {
      reason: translate(
        locale,
        footer.kind === 'digest' ? 'Shows.digest.reason' : 'Email.layout.newsletterReason',
      ),
      label: translate(locale, 'Email.layout.unsubscribe'),
      url: footer.unsubscribeUrl,
    }
  return {
    reason: translate(locale, 'Email.layout.accountReason'),
    label: translate(locale, 'Email.layout.settings'),
    url: `${siteUrl()}${localizedPath(locale, '/profile')}#${NOTIFICATIONS_ANCHOR[locale]}`,
  }
}
