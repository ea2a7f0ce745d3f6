import { getTranslations } from 'next-intl/server'

import styles from './PrivacySections.module.css'

type Section = { id: string; list?: readonly string[] }

/** Sections in reading order; a section with `list` shows those keys as bullet points. */
const SECTIONS: readonly Section[] = [
  {
    id: 'collected',
    list: ['Account', 'Newsletter', 'Comments', 'Contact', 'Technical'],
  },
  { id: 'purposes' },
  { id: 'sharing' },
  {
    id: 'retention',
    list: ['Account', 'Newsletter', 'Comments', 'Contact', 'Logs'],
  },
  { id: 'rights' },
  { id: 'storage' },
  { id: 'changes' },
] as const

export async function PrivacySections() {
  const t = await getTranslations('Privacy')
  // The keys are built from SECTIONS; the catalogue type check covers each of them.
  const text = (key: string) => t(key as Parameters<typeof t>[0])
  return (
    <>
      {SECTIONS.map(({ id, list }) => (
        <section key={id} aria-labelledby={`privacy-${id}`} className={styles.section}>
          <h2 id={`privacy-${id}`}>{text(`${id}Title`)}</h2>
          {list ? (
            <ul>
              {list.map((item) => (
                <li key={item}>{text(`${id}${item}`)}</li>
              ))}
            </ul>
          ) : (
            <p>{text(`${id}Text`)}</p>
          )}
        </section>
      ))}
    </>
  )
}
