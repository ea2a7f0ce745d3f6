import { getTranslations } from 'next-intl/server'

import styles from './TestPaymentsBanner.module.css'

/**
 * A strip above every page while payments go to the local stand-in of iyzico's sandbox, so no
 * visitor takes a test card form for a real one. Shown by the layout only in that mode.
 */
export async function TestPaymentsBanner() {
  const t = await getTranslations('Payments.card')
  return (
    <p className={styles.strip} role="note" data-payments="test">
      {t('testModeShort')}
    </p>
  )
}
