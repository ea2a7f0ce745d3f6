import type { ContractPart as Part } from '@/lib/legal/distanceContract'

import styles from './ContractPart.module.css'

/**
 * One document of a distance contract (the pre-information form or the contract), folded: its
 * title opens it. Shown before paying a booking and a ticket order alike.
 */
export function ContractPart({ part }: { part: Part }) {
  return (
    <details className={styles.contract}>
      <summary>{part.title}</summary>
      <p className={styles.intro}>{part.intro}</p>
      {part.sections.map((section) => (
        <section key={section.heading}>
          <h3>{section.heading}</h3>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </details>
  )
}
