import type { Locale } from '@/i18n/locales'

/** The id of /profil's "notifications by email" section: account mail's footer links to it. */
export const NOTIFICATIONS_ANCHOR: Record<Locale, string> = {
  tr: 'bildirimler',
  en: 'notifications',
}
