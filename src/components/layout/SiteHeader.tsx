import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'

import { AccountLinks } from './AccountLinks.client'
import { HeaderBell } from './HeaderBell.client'
import { HeaderMenu } from './HeaderMenu.client'
import { LanguageSwitch } from './LanguageSwitch.client'
import styles from './SiteHeader.module.css'

export async function SiteHeader() {
  const t = await getTranslations('Header')
  const market = await getTranslations('MarketNav')
  const shows = await getTranslations('Shows')
  return (
    <header className={styles.header}>
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <Link href="/" className={styles.logo}>
        Sahne
      </Link>
      <HeaderBell />
      <HeaderMenu>
        <Link href="/">{t('home')}</Link>
        <Link href="/ourstory">{t('ourStory')}</Link>
        <Link href="/blog">{t('blog')}</Link>
        <Link href="/artists">{market('artists')}</Link>
        <Link href="/venues">{market('venues')}</Link>
        <Link href="/shows">{shows('title')}</Link>
        <Link href="/gigs">{market('gigs')}</Link>
        <LanguageSwitch className={styles.language} />
        <AccountLinks />
      </HeaderMenu>
    </header>
  )
}
