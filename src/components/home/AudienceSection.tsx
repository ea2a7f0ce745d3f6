import { getTranslations } from 'next-intl/server'

import { AudienceIcon } from './AudienceIcon'
import styles from './AudienceSection.module.css'

/** The platform's two sides, each with its own blurb. */
export async function AudienceSection() {
  const t = await getTranslations('Home')
  const audiences = [
    { kind: 'musician' as const, title: t('forMusiciansTitle'), text: t('forMusiciansText') },
    { kind: 'venue' as const, title: t('forVenuesTitle'), text: t('forVenuesText') },
  ]
  return (
    <section className={styles.section} aria-labelledby="home-audience-title">
      <h2 id="home-audience-title">{t('forEveryoneTitle')}</h2>
      <p className={styles.intro}>{t('forEveryoneText')}</p>
      <div className={styles.cards}>
        {audiences.map(({ kind, title, text }) => (
          <article key={title} className={styles.card}>
            <span className={styles.icon}>
              <AudienceIcon kind={kind} />
            </span>
            <h3>{title}</h3>
            <p>{text}</p>
          </article>
        ))}
      </div>
    </section>
  )
}
