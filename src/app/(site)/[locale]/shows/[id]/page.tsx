import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ClientMessages } from '@/components/i18n/ClientMessages'
import { ShowPage } from '@/components/shows/ShowPage'
import type { Locale } from '@/i18n/locales'
import { pageMetadata } from '@/lib/seo/pageMetadata'
import { findPublicGoingCount, findPublicShow } from '@/server/market'

// Rendered on first visit, then cached; gig, booking and venue changes expire its read's tags.
export const revalidate = 3600
export const generateStaticParams = () => []

type Props = { params: Promise<{ locale: Locale; id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params
  const show = await findPublicShow(id)
  if (!show) return {}
  const t = await getTranslations({ locale, namespace: 'Shows.page' })
  return pageMetadata({
    locale,
    href: { pathname: '/shows/[id]', params: { id: String(show.id) } },
    title: show.title,
    description: t('metaDescription', {
      lineup: show.lineup.map((artist) => artist.name).join(', '),
      place: show.venue?.name ?? show.city,
    }),
    image: { url: show.picture, alt: show.title },
  })
}

/** A show's page for fans: who plays when, where (with a map link), tickets, going, calendar. */
export default async function ShowDetailPage({ params }: Props) {
  const { locale, id } = await params
  setRequestLocale(locale)
  const show = await findPublicShow(id)
  if (!show) notFound()
  return (
    <ClientMessages
      namespaces={[
        'Shows.goingActive',
        'Shows.goingButton',
        'Shows.goingCount',
        'Shows.goingError',
        'Shows.goingHost',
        'Shows.goingLogin',
        'Shows.goingWorking',
        'TicketBox',
      ]}
    >
      <ShowPage show={show} goingCount={await findPublicGoingCount(show.id)} />
    </ClientMessages>
  )
}
