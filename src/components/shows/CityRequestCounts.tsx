import type { CityRequestCount } from '@/server/market'

import styles from './Shows.module.css'

/** "Play my city" counts, most asked first: a city and how many fans asked for it. */
export function CityRequestCounts({
  counts,
  label,
}: {
  counts: CityRequestCount[]
  label: (count: number) => string
}) {
  return (
    <ul className={styles.requests}>
      {counts.map((item) => (
        <li key={item.city}>
          <span>{item.cityName}</span>
          <strong>{label(item.count)}</strong>
        </li>
      ))}
    </ul>
  )
}
