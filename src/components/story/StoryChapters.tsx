import { getTranslations } from 'next-intl/server'

import styles from './StoryChapters.module.css'

/** The founder story's four chapters, in reading order, each with two paragraphs. */
const CHAPTERS = ['spark', 'vision', 'journey', 'ahead'] as const

export async function StoryChapters() {
  const t = await getTranslations('Story')
  return (
    <ol className={styles.timeline}>
      {CHAPTERS.map((chapter) => (
        <li key={chapter}>
          <section aria-labelledby={`story-${chapter}`} className={`prose ${styles.chapter}`}>
            <h2 id={`story-${chapter}`}>{t(`${chapter}Title`)}</h2>
            <p>{t(`${chapter}Text1`)}</p>
            <p>{t(`${chapter}Text2`)}</p>
          </section>
        </li>
      ))}
    </ol>
  )
}
