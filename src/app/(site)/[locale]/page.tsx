import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { LoggedOutOnly } from '@/components/session/LoggedOutOnly.client'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { pageMetadata } from '@/lib/seo/pageMetadata'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'Metadata' })
  return pageMetadata({
    locale,
    href: '/',
    title: t('homeTitle'),
    description: t('homeDescription'),
    absoluteTitle: true,
  })
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('Home')
  return (
    <>
      <section className="hero">
        <h1>{t('heroTitle')}</h1>
        <p>{t('heroText')}</p>
        <LoggedOutOnly>
          <div className="actions">
            <Link href="/login" className="button secondary">
              {t('logIn')}
            </Link>
            <Link href="/register" className="button">
              {t('signUp')}
            </Link>
          </div>
        </LoggedOutOnly>
      </section>
      <section className="section">
        <h2>{t('forEveryoneTitle')}</h2>
        <div className="columns">
          <article>
            <h3>{t('forMusiciansTitle')}</h3>
            <p>{t('forMusiciansText')}</p>
          </article>
          <article>
            <h3>{t('forVenuesTitle')}</h3>
            <p>{t('forVenuesText')}</p>
          </article>
        </div>
      </section>
      <section className="section">
        <h2>{t('moreThanListingTitle')}</h2>
        <p>{t('moreThanListingText')}</p>
      </section>
      <LoggedOutOnly>
        <section className="section cta">
          <h2>{t('ctaTitle')}</h2>
          <Link href="/register" className="button">
            {t('ctaButton')}
          </Link>
        </section>
      </LoggedOutOnly>
    </>
  )
}
