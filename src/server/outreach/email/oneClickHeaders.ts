import 'server-only'

import { siteUrl } from '@/lib/seo/siteUrl'

import { mailFrom } from './mailFrom'

/**
 * The headers every marketing mail carries (RFC 2369 and RFC 8058): a link that unsubscribes from
 * `channel` with one POST, no sign-in (`/api/unsubscribe`, the token signed for that reader), and
 * a mailto for clients that only write.
 */
export const oneClickHeaders = (channel: 'newsletter' | 'digest', token: string) => {
  const query = new URLSearchParams({ channel, token })
  const mailto = `mailto:${mailFrom().address}?subject=unsubscribe-${channel}`
  return {
    'List-Unsubscribe': `<${siteUrl()}/api/unsubscribe?${query}>, <${mailto}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}
