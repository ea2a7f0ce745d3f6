import type { ComponentProps } from 'react'

import { Link } from '@/i18n/navigation'

import styles from './Cards.module.css'

type Props = {
  id: string
  title: string
  /** Shown beside the title when there is something to do. */
  count?: number
  /** The designed empty state: what to do next, and a link to do it. */
  empty: { text: string; action?: { label: string; href: ComponentProps<typeof Link>['href'] } }
  isEmpty: boolean
  children: React.ReactNode
}

/** One dashboard section: a heading (with a count) and its list, or an empty state that helps. */
export function DashboardSection({ id, title, count, empty, isEmpty, children }: Props) {
  return (
    <section className={styles.section} aria-labelledby={`dashboard-${id}`} data-section={id}>
      <h2 id={`dashboard-${id}`}>
        {title}
        {count ? <span className={styles.count}>{count}</span> : null}
      </h2>
      {isEmpty ? (
        <div className={styles.empty}>
          <p>{empty.text}</p>
          {empty.action ? (
            <Link href={empty.action.href} className="button small secondary">
              {empty.action.label}
            </Link>
          ) : null}
        </div>
      ) : (
        children
      )}
    </section>
  )
}
