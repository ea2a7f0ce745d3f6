import { getLocale, getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'

import { AccountLinks } from './AccountLinks.client'
import styles from './SiteHeader.module.css'

export async function SiteHeader() {
  const t = await getTranslations('Header')
  const market = await getTranslations('MarketNav')
  const locale = await getLocale()
  const otherLocale = locale === 'tr' ? 'en' : 'tr'
  return (
    <header className={styles.header}>
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <Link href="/" className={styles.logo}>
        Sahne
      </Link>
      <nav aria-label={t('mainNavigation')} className={styles.nav}>
        <Link href="/">{t('home')}</Link>
        <Link href="/ourstory">{t('ourStory')}</Link>
        <Link href="/blog">{t('blog')}</Link>
        <Link href="/artists">{market('artists')}</Link>
        <Link href="/venues">{market('venues')}</Link>
        <Link href="/gigs">{market('gigs')}</Link>
        <Link
          href="/"
          locale={otherLocale}
          hrefLang={otherLocale}
          lang={otherLocale}
          aria-label={t('switchLanguageLabel')}
          className={styles.language}
        >
          {t('switchLanguage')}
        </Link>
        <AccountLinks />
      </nav>
    </header>
  )
}
