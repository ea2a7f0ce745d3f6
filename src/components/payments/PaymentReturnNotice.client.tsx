'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef } from 'react'

import type { PaymentView } from '@/server/payments'

import styles from './Payments.module.css'

type Props = {
  /** What the provider's page sent the payer back with (`?payment=`). */
  returned: string
  status: PaymentView['status']
  /** Why the last card was refused, in the reader's language, if one was. */
  lastFailure: string | null
}

/**
 * What happened on the provider's page, said where the payer lands: the card refused (and why),
 * paid, a stray payment given back, or still being decided. The payer is brought to it, not left
 * at the page's top.
 */
export function PaymentReturnNotice({ returned, status, lastFailure }: Props) {
  const t = useTranslations('Payments.card')
  const notice = useRef<HTMLParagraphElement>(null)
  const shown =
    (returned === 'failed' && status === 'due') ||
    (returned === 'paid' && status === 'paid') ||
    returned === 'refunded' ||
    (returned === 'pending' && status === 'due')
  useEffect(() => {
    if (!shown) return
    notice.current?.scrollIntoView({ block: 'center' })
    notice.current?.focus()
  }, [shown])
  if (!shown) return null
  if (returned === 'failed')
    return (
      <p className={styles.notice} data-tone="bad" role="alert" tabIndex={-1} ref={notice}>
        {t('failed')}
        {lastFailure ? ` ${lastFailure}` : ''}
      </p>
    )
  if (returned === 'paid')
    return (
      <p className={styles.notice} data-tone="good" role="status" tabIndex={-1} ref={notice}>
        {t('paidNow')}
      </p>
    )
  return (
    <p className={styles.notice} role="status" tabIndex={-1} ref={notice}>
      {t(returned === 'refunded' ? 'strayRefunded' : 'pending')}
    </p>
  )
}
