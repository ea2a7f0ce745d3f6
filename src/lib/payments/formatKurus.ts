import { dateTag, toLocale } from '@/i18n/locales'

/** Kuruş as the reader's lira: `₺5.000,00` in Turkish, `TRY 5,000.00` in English. */
export const formatKurus = (kurus: number, locale: string) =>
  new Intl.NumberFormat(dateTag(toLocale(locale)), {
    style: 'currency',
    currency: 'TRY',
  }).format(kurus / 100)
