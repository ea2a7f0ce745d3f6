import { hasLocale } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { StatusPage } from '@/components/feedback/StatusPage'
import { Link } from '@/i18n/navigation'
import { routing } from '@/i18n/routing'

type Props = { params?: Promise<{ locale: string }> }

/**
 * As the boundary of a page's notFound() it gets no props and reads the language the layout set
 * before it. For the 404's HTML it is also rendered as the page itself (patched Next, see
 * docs/operations.md, Patched dependencies), with the route's params: a page renders beside its
 * layout, not after it, so it sets the language itself, as every page does.
 */
export default async function NotFoundPage({ params }: Props) {
  const locale = (await params)?.locale
  if (hasLocale(routing.locales, locale)) setRequestLocale(locale)
  const t = await getTranslations('NotFound')
  return (
    <StatusPage title={t('title')} text={t('text')} code={404}>
      <Link href="/" className="button">
        {t('backHome')}
      </Link>
    </StatusPage>
  )
}
