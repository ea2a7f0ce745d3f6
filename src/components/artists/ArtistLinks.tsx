import { getTranslations } from 'next-intl/server'

import { LINK_KINDS, type LinkKind } from '@/lib/market/profileLinks'

import styles from './Directory.module.css'

/** A profile's outside links, each named by its site. */
export async function ArtistLinks({ links }: { links: Partial<Record<LinkKind, string>> }) {
  const t = await getTranslations('Artists')
  const present = LINK_KINDS.filter((kind) => links[kind])
  if (present.length === 0) return null
  return (
    <>
      <h2>{t('links')}</h2>
      <ul className={styles.links}>
        {present.map((kind) => (
          <li key={kind}>
            <a href={links[kind]} rel="noopener noreferrer nofollow" target="_blank">
              {t(`linkNames.${kind}`)}
            </a>
          </li>
        ))}
      </ul>
    </>
  )
}
