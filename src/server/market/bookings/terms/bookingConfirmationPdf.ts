import 'server-only'

import { confirmationRows, termsText } from '@/lib/market/confirmationRows'
import { messages } from '@/i18n/messages'

import { bilingualPdf } from '../../../platform'
import type { BookingSummary } from '../toBookingSummary'

const text = { tr: termsText(messages.tr.Terms), en: termsText(messages.en.Terms) }

/** The booking confirmation as an A4 PDF, every label and value in Turkish then English. */
export async function bookingConfirmationPdf(
  booking: BookingSummary,
  now = new Date(),
): Promise<Uint8Array> {
  const issued = now.toISOString().slice(0, 10)
  return bilingualPdf({
    title: { tr: text.tr('document.title'), en: text.en('document.title') },
    subtitle: {
      tr: text.tr('document.number', { id: booking.id }),
      en: text.en('document.number', { id: booking.id }),
    },
    rows: confirmationRows(booking, text),
    issued: {
      tr: text.tr('document.issued', { date: issued }),
      en: text.en('document.issued', { date: issued }),
    },
  })
}
