import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ClientMessages } from '@/components/i18n/ClientMessages'
import { DoorScreen } from '@/components/door/DoorScreen.client'
import type { Locale } from '@/i18n/locales'
import { parseRecordId } from '@/lib/parseRecordId'
import { pageMetadata } from '@/lib/seo/pageMetadata'

type Props = { params: Promise<{ locale: Locale; id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params
  const t = await getTranslations({ locale, namespace: 'Door' })
  return pageMetadata({
    locale,
    href: { pathname: '/door/[id]', params: { id } },
    title: t('title'),
    description: t('description'),
    noIndex: true,
  })
}

/**
 * /kapi/{showId}, /en/door/{showId}: the show's door, for its venue and door staff. The page is
 * the same for everyone; who may work the door is read in the browser (`GET /api/door/{id}`).
 */
export default async function DoorPage({ params }: Props) {
  const { locale, id } = await params
  setRequestLocale(locale)
  const showId = parseRecordId(id)
  if (!showId) notFound()
  return (
    <ClientMessages namespaces={['Door']}>
      <DoorScreen showId={showId} />
    </ClientMessages>
  )
}
