import { messages, type Messages } from './messages'
import type { Locale } from './locales'

export type Namespace = keyof Messages

/** What the site's frame (header, footer, notification bell, the error page) reads on every page. */
export const SHELL_NAMESPACES = [
  'Header',
  'Footer',
  'Notifications',
  'Errors',
] as const satisfies Namespace[]

/**
 * The part of a catalogue the browser gets. Handing `NextIntlClientProvider` every catalogue put
 * ~50 KB of messages (server answers and mails included) into each page's HTML; a page now sends
 * what its client components read (tests/int/clientMessages.int.spec.ts keeps the lists right).
 */
export function pickMessages(locale: Locale, namespaces: readonly Namespace[]): Partial<Messages> {
  const catalogue = messages[locale]
  return Object.fromEntries(namespaces.map((namespace) => [namespace, catalogue[namespace]]))
}
