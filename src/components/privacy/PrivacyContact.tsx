import { getTranslations } from 'next-intl/server'

import { supportEmail } from '@/lib/supportEmail'

import styles from './PrivacySections.module.css'

/** How to reach us about personal data, through the configured support address. */
export async function PrivacyContact() {
  const t = await getTranslations('Privacy')
  const email = supportEmail()
  return (
    <section aria-labelledby="privacy-contact" className={styles.section}>
      <h2 id="privacy-contact">{t('contactTitle')}</h2>
      <p>
        {t.rich('contactText', {
          email,
          link: (chunks) => <a href={`mailto:${email}`}>{chunks}</a>,
        })}
      </p>
    </section>
  )
}
