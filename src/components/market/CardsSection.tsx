import type { ComponentProps, ReactNode } from 'react'

import styles from './Cards.module.css'
import { DashboardSection } from './DashboardSection'

type Props = Omit<ComponentProps<typeof DashboardSection>, 'isEmpty' | 'children'> & {
  /** The section's cards, each an `<li>` with its key; none shows the empty state. */
  cards: ReactNode[]
}

/** A dashboard section that is a list of cards (applications, bookings), or its empty state. */
export function CardsSection({ cards, ...section }: Props) {
  return (
    <DashboardSection {...section} isEmpty={!cards.length}>
      <ul className={styles.list}>{cards}</ul>
    </DashboardSection>
  )
}
