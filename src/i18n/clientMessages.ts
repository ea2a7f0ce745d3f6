import { messages, type Messages } from './messages'
import type { Locale } from './locales'

type Namespace = keyof Messages

/**
 * A namespace, or a group or single message inside one (`'Market2.invite'`, `'Shows.goingCount'`):
 * a page hands its client components only what they read.
 */
export type MessagePath = Namespace | `${Namespace}.${string}`

/** What the site's frame (header, footer, notification bell, the error page) reads on every page. */
export const SHELL_NAMESPACES = [
  'Header',
  'Footer',
  // The bell's own words; the notices come worded by the feed (/api/me/notifications).
  'Notifications.title',
  'Notifications.bell',
  'Notifications.empty',
  'Notifications.markAllRead',
  'Notifications.unread',
  'Errors',
  'MyTickets.menuLink',
] as const satisfies MessagePath[]

type Tree = { [key: string]: string | Tree }

/** Copies the message or group at `keys` from `from` into `into`, making the groups on the way. */
function copyPath(from: Tree, into: Tree, keys: string[], path: string): void {
  const [key, ...rest] = keys
  const value = from[key]
  if (value === undefined) throw new Error(`No message or group ${path} in the catalogue`)
  if (rest.length === 0 || typeof value === 'string') {
    into[key] = value
    return
  }
  const group = (typeof into[key] === 'object' ? into[key] : (into[key] = {})) as Tree
  copyPath(value, group, rest, path)
}

/**
 * The part of a catalogue the browser gets. Handing `NextIntlClientProvider` every catalogue put
 * ~50 KB of messages (server answers and mails included) into each page's HTML; a page now sends
 * what its client components read (tests/int/clientMessages.int.spec.ts keeps the lists right).
 */
export function pickMessages(locale: Locale, paths: readonly MessagePath[]): Partial<Messages> {
  const picked: Tree = {}
  for (const path of paths)
    copyPath(messages[locale] as unknown as Tree, picked, path.split('.'), path)
  return picked as Partial<Messages>
}
