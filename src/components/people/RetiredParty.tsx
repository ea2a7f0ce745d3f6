import { useTranslations } from 'next-intl'

import styles from './RetiredParty.module.css'

/** Where a deleted account's name was: a muted label, never a link to a profile that is gone. */
export function RetiredParty() {
  const t = useTranslations('Deletion')
  return (
    <span className={styles.retired} data-testid="retired-party">
      {t('deletedAccount')}
    </span>
  )
}
