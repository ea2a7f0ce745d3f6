import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'

export async function SiteFooter() {
  const t = await getTranslations('Footer')
  return (
    <footer className="site-footer">
      <section aria-labelledby="newsletter-title">
        <h2 id="newsletter-title">{t('newsletterTitle')}</h2>
        <p>{t('newsletterText')}</p>
      </section>
      <Link href="/privacy">{t('privacy')}</Link>
      <p>{t('copyright')}</p>
    </footer>
  )
}
