'use client'

import { useLocale, useTranslations } from 'next-intl'
import type { MouseEvent } from 'react'
import { toast } from 'react-toastify'

import { useSend } from '@/components/data/useSend'
import { getPathname, Link } from '@/i18n/navigation'

type Props = { slug: string; title: string; draft: boolean }

/**
 * A post's "View" in a new tab: the public page, or for a draft its preview. The preview needs
 * draft mode, which /cms-preview turns on for an admin: the session is a bearer token the new
 * tab would not send, so the click asks for draft mode first, then opens the page in the tab.
 */
export function ViewPostLink({ slug, title, draft }: Props) {
  const t = useTranslations('AdminBlog')
  const locale = useLocale()
  const send = useSend()
  const href = { pathname: '/blog/[slug]' as const, params: { slug } }
  const common = {
    target: '_blank',
    className: 'button secondary small',
    'aria-label': t(draft ? 'previewLabel' : 'viewLabel', { title }),
  }
  if (!draft)
    return (
      <Link href={href} rel="noopener noreferrer" {...common}>
        {t('view')}
      </Link>
    )
  const path = getPathname({ locale, href })
  const preview = `/cms-preview?path=${encodeURIComponent(path)}`
  const open = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    // Opened now, within the click, so no pop-up blocker stops it; pointed at the page below.
    const tab = window.open('', '_blank')
    // The preview answers a redirect to the page once draft mode is on, a refusal in plain text.
    const answer = await send(preview, {
      method: 'GET',
      redirecting: true,
      failed: t('previewFailed'),
    })
    if (!answer.ok) {
      tab?.close()
      toast.error(answer.error.message)
      return
    }
    if (tab) {
      tab.opener = null
      tab.location.href = path
    } else window.location.href = path
  }
  return (
    <a href={preview} onClick={(event) => void open(event)} {...common}>
      {t('preview')}
    </a>
  )
}
