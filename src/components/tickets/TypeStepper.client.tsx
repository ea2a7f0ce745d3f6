'use client'

import { useTranslations } from 'next-intl'

import styles from './TicketBox.module.css'

type Props = { name: string; value: number; max: number; onChange: (value: number) => void }

const Sign = ({ plus }: { plus: boolean }) => (
  <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none">
    <path
      d={plus ? 'M12 5v14M5 12h14' : 'M5 12h14'}
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
    />
  </svg>
)

/** How many of one type: minus, the count, plus; plus stops at `max`. */
export function TypeStepper({ name, value, max, onChange }: Props) {
  const t = useTranslations('TicketBox')
  return (
    <div className={styles.stepper} role="group" aria-label={t('quantity', { name })}>
      <button
        type="button"
        className={styles.step}
        aria-label={t('fewer', { name })}
        disabled={value <= 0}
        onClick={() => onChange(value - 1)}
      >
        <Sign plus={false} />
      </button>
      <output aria-live="polite" className={styles.count}>
        {value}
      </output>
      <button
        type="button"
        className={styles.step}
        aria-label={t('more', { name })}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        <Sign plus />
      </button>
    </div>
  )
}
