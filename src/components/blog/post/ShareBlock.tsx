import { useTranslations } from 'next-intl'

import { CopyLinkButton } from './CopyLinkButton.client'
import styles from './ShareBlock.module.css'

/** Share links for X, Facebook and LinkedIn (new tab) and a copy-link button. */
export function ShareBlock({ url, title }: { url: string; title: string }) {
  const t = useTranslations('Share')
  const encoded = encodeURIComponent(url)
  const networks = [
    {
      label: t('onX'),
      href: `https://x.com/intent/post?url=${encoded}&text=${encodeURIComponent(title)}`,
    },
    { label: t('onFacebook'), href: `https://www.facebook.com/sharer/sharer.php?u=${encoded}` },
    {
      label: t('onLinkedIn'),
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`,
    },
  ]
  return (
    <section aria-labelledby="share-title" className={styles.share}>
      <h2 id="share-title" className={styles.title}>
        {t('title')}
      </h2>
      <ul className={styles.links}>
        {networks.map(({ label, href }) => (
          <li key={href}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="button secondary small"
            >
              {label}
              <span className="visually-hidden"> {t('newTab')}</span>
            </a>
          </li>
        ))}
        <li>
          <CopyLinkButton />
        </li>
      </ul>
    </section>
  )
}
