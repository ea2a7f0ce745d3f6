import { getLocale, getTranslations } from 'next-intl/server'

import { toLocale } from '@/i18n/locales'

import { NoticeLink } from '@/components/legal/NoticeLink'
import { Link } from '@/i18n/navigation'
import { marketingText, providerIdentity } from '@/server/legal'

import { NewsletterForm } from './NewsletterForm.client'
import { OrganizationJsonLd } from './OrganizationJsonLd'
import { SocialIcon } from './SocialIcon.client'
import styles from './SiteFooter.module.css'
import { SOCIAL_PROFILES } from './socialProfiles'

/** The year of the render for the copyright line (a page rendered at build time keeps the build's). */
const thisYear = () => new Date().getFullYear()

export async function SiteFooter() {
  const t = await getTranslations('Footer')
  const tLegal = await getTranslations('Legal')
  const locale = await getLocale()
  return (
    <footer className={styles.footer}>
      <section aria-labelledby="newsletter-title" className={styles.newsletter}>
        <h2 id="newsletter-title">{t('newsletterTitle')}</h2>
        <p>{t('newsletterText')}</p>
        <NewsletterForm />
        {/* Subscribing is the opt-in this sentence states; the confirmation link completes it. */}
        <p className={styles.optIn}>{marketingText(toLocale(locale), 'newsletter').text}</p>
        <NoticeLink purpose="newsletter" />
      </section>
      <div className={styles.bottom}>
        <nav aria-label={t('footerNavigation')} className={styles.links}>
          <Link href="/privacy">{t('privacy')}</Link>
          <Link href="/contact">{t('contact')}</Link>
          <Link href="/ourstory">{t('ourStory')}</Link>
        </nav>
        <ul className={styles.social} aria-label={t('social')}>
          {SOCIAL_PROFILES.map((profile) => (
            <li key={profile.key}>
              <a
                href={profile.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t(profile.key)}
              >
                <SocialIcon icon={profile.icon} />
              </a>
            </li>
          ))}
        </ul>
        <p className={styles.copyright}>{t('copyright', { year: thisYear() })}</p>
        <p className={styles.provider}>
          <span className="visually-hidden">{tLegal('provider.title')}: </span>
          {tLegal('provider.line', providerIdentity())}
        </p>
      </div>
      <OrganizationJsonLd description={t('organizationDescription')} />
    </footer>
  )
}
