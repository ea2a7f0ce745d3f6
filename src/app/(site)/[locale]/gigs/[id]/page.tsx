import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { BackToGigs } from '@/components/gigs/BackToGigs'
import { GigDetail } from '@/components/gigs/GigDetail'
import { ClientMessages } from '@/components/i18n/ClientMessages'
import { GigMainAction } from '@/components/market/GigMainAction.client'
import { isActiveGig } from '@/lib/market/gigRules'
import { istanbulDay } from '@/lib/market/istanbulTime'
import { GigMarketPanel } from '@/components/market/GigMarketPanel.client'
import { pageMetadata } from '@/lib/seo/pageMetadata'
import { findGigForPage, findPublicGoingCount, type PublicGig } from '@/server/market'
import { paymentSettings } from '@/server/payments'
import { findPublicVenue } from '@/server/profiles'
import { PaymentRecordFacts } from '@/components/payments/PaymentRecordFacts'
import { ShowPanel } from '@/components/shows/ShowPanel'
import type { Locale } from '@/i18n/locales'

// Rendered on first visit, then cached; the gig hooks expire it through its read's tag.
export const revalidate = 3600
export const generateStaticParams = () => []

type Props = { params: Promise<{ locale: Locale; id: string }> }

/** For artists deciding to apply: how the venue has paid its bookings, while payments are on. */
async function venueFacts(gig: PublicGig, locale: Locale) {
  if (!isActiveGig(gig) || !gig.venueSlug || !paymentSettings()) return null
  const venue = await findPublicVenue(gig.venueSlug, locale)
  return venue ? <PaymentRecordFacts record={venue.paymentRecord} paymentsOn /> : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params
  const t = await getTranslations({ locale, namespace: 'Gigs' })
  const result = await findGigForPage(id)
  if (result.status !== 'found')
    return { title: t(result.status === 'missing' ? 'notFound' : 'detailError') }
  const { gig } = result
  return pageMetadata({
    locale,
    href: { pathname: '/gigs/[id]', params: { id: String(gig.id) } },
    title: gig.title,
    description: gig.shortDescription || gig.description?.slice(0, 160) || t('metaDescription'),
    image: { url: gig.picture, alt: gig.title },
  })
}

export default async function GigPage({ params }: Props) {
  const { locale, id } = await params
  setRequestLocale(locale)
  const result = await findGigForPage(id)
  if (result.status === 'missing') notFound()
  const t = await getTranslations('Gigs')
  return (
    <ClientMessages
      namespaces={[
        'Gigs.edit',
        'Market2.answer',
        'Market2.apply',
        'Market2.gigAction',
        'Market2.list',
        'Applications.closedReason',
        'Applications.kind',
        'Applications.state',
        'Market',
        'Artists.followers',
        'Artists.linkNames',
        'Shows.draw',
        'Shows.goingActive',
        'Shows.goingButton',
        'Shows.goingCount',
        'Shows.goingError',
        'Shows.goingHost',
        'Shows.goingLogin',
        'Shows.goingWorking',
        'Shows.page',
        'TicketSales',
        'Door.staff',
        'Door.staffLink',
        'Deletion',
        'AvailabilityPage.blockedNotice',
        'AvailabilityPage.bookedNotice',
        'AvailabilityPage.freeArtists',
      ]}
    >
      <>
        <BackToGigs />
        {result.status === 'found' ? (
          <>
            <GigDetail
              gig={result.gig}
              action={
                <GigMainAction
                  gigId={result.gig.id}
                  active={isActiveGig(result.gig)}
                  hasShow={result.gig.lineup.length > 0}
                />
              }
              venueFacts={await venueFacts(result.gig, locale)}
              show={
                result.gig.lineup.length ? (
                  <ShowPanel
                    gig={result.gig}
                    goingCount={await findPublicGoingCount(result.gig.id)}
                  />
                ) : null
              }
            />
            <GigMarketPanel
              gigId={result.gig.id}
              gigDay={{
                day: istanbulDay(new Date(result.gig.date)),
                cityKey: result.gig.cityKey,
                city: result.gig.city,
              }}
            />
          </>
        ) : (
          <section className="status-page">
            <h1>{t('detailError')}</h1>
          </section>
        )}
      </>
    </ClientMessages>
  )
}
