import { getLocale, getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'

export async function SiteHeader() {
  const t = await getTranslations('Header')
  const locale = await getLocale()
  const otherLocale = locale === 'tr' ? 'en' : 'tr'
  return (
    <header className="site-header">
      <Link href="/" className="logo" aria-label="Sahne">
        Sahne
      </Link>
      <nav aria-label={t('mainNavigation')}>
        <Link href="/">{t('home')}</Link>
        <Link href="/ourstory">{t('ourStory')}</Link>
        <Link href="/blog">{t('blog')}</Link>
        <Link
          href="/"
          locale={otherLocale}
          hrefLang={otherLocale}
          aria-label={t('switchLanguageLabel')}
        >
          {t('switchLanguage')}
        </Link>
        <Link href="/login">{t('login')}</Link>
        <Link href="/register" className="button">
          {t('register')}
        </Link>
      </nav>
    </header>
  )
}
