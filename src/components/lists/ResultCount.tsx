import { useTranslations } from 'next-intl'

import styles from './ResultCount.module.css'

/**
 * How many results a (filtered) list holds in all, its pages together: "12 sonuç", "1 result";
 * with `capped` (a list that stopped counting) at least that many: "1.000+ sonuç".
 */
export function ResultCount({ total, capped = false }: { total: number; capped?: boolean }) {
  const t = useTranslations('Lists')
  return (
    <p className={styles.count} data-result-count={total} data-capped={capped || undefined}>
      {t(capped ? 'resultsAtLeast' : 'results', { count: total })}
    </p>
  )
}
