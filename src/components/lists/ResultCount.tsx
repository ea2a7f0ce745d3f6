import { useTranslations } from 'next-intl'

import styles from './ResultCount.module.css'

/** How many results a (filtered) list holds in all, its pages together: "12 sonuç", "1 result". */
export function ResultCount({ total }: { total: number }) {
  const t = useTranslations('Lists')
  return (
    <p className={styles.count} data-result-count={total}>
      {t('results', { count: total })}
    </p>
  )
}
