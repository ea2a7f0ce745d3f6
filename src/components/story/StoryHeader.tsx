import Image from 'next/image'
import { getTranslations } from 'next-intl/server'

import styles from './StoryHeader.module.css'

/** Title, intro and the saxophonist scene (the jazz-bar night the story starts from). */
export async function StoryHeader() {
  const t = await getTranslations('Story')
  return (
    <header className={styles.header}>
      <div>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </div>
      <Image
        src="/images/discover/saxophonist.webp"
        alt={t('imageAlt')}
        width={1200}
        height={800}
        sizes="(min-width: 900px) 420px, 100vw"
        priority
        className={styles.image}
      />
    </header>
  )
}
