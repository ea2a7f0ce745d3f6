'use client'

import { useTranslations } from 'next-intl'

import { useApi } from '@/components/data/useApi'
import { DownloadButton } from '@/components/files/DownloadButton.client'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { confirmationRows, termsText } from '@/lib/market/confirmationRows'
import type { BookingSummary } from '@/server/market'

import styles from './Confirmation.module.css'

type Props = { id: string; catalogues: Record<Locale, Record<string, unknown>> }

/** The booking confirmation as a printable sheet: every row in Turkish and English. */
export function BookingConfirmation({ id, catalogues }: Props) {
  const t = useTranslations('Terms')
  const booking = useApi<BookingSummary>(`/api/bookings/${encodeURIComponent(id)}`)
  if (booking.error) return <p role="alert">{booking.error.message}</p>
  if (!booking.data) return <p aria-busy="true">…</p>
  const data = booking.data
  const text = { tr: termsText(catalogues.tr), en: termsText(catalogues.en) }
  const rows = confirmationRows(data, text)
  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <Link
          href={{
            pathname: '/dashboard/applications/[id]',
            params: { id: String(data.application) },
          }}
        >
          ← {t('document.back')}
        </Link>
        <div className={styles.buttons}>
          <DownloadButton
            href={`/api/bookings/${data.id}/confirmation.pdf`}
            fileName={`sahne-booking-${data.id}.pdf`}
            busyLabel={t('pdfPreparing')}
          >
            {t('pdf')}
          </DownloadButton>
          <button type="button" className="button" onClick={() => window.print()}>
            {t('document.printNow')}
          </button>
        </div>
      </div>
      <article className={styles.sheet} lang="tr">
        <header className={styles.sheetHead}>
          <p className={styles.brand}>Sahne</p>
          <h1>
            {text.tr('document.title')} <span lang="en">/ {text.en('document.title')}</span>
          </h1>
          <p className={styles.number}>
            {text.tr('document.number', { id: data.id })} ·{' '}
            <span lang="en">{text.en('document.number', { id: data.id })}</span>
          </p>
        </header>
        <dl className={styles.rows}>
          {rows.map((row) => (
            <div key={row.label.en} className={styles.row}>
              <dt>
                {row.label.tr} <span lang="en">/ {row.label.en}</span>
              </dt>
              <dd>
                {row.value.tr}
                {row.value.en !== row.value.tr ? (
                  <span lang="en" className={styles.en}>
                    {row.value.en}
                  </span>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
      </article>
    </div>
  )
}
