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
  // The header's and footer's client parts (the account links, the menu button, the language
  // switch, the newsletter form); the rest of both is rendered on the server.
  'Header.login',
  'Header.register',
  'Header.dashboard',
  'Header.admin',
  'Header.profile',
  'Header.logout',
  'Header.mainNavigation',
  'Header.openMenu',
  'Header.closeMenu',
  'Header.switchLanguage',
  'Header.switchLanguageLabel',
  'Footer.emailPlaceholder',
  'Footer.newsletterLabel',
  'Footer.subscribe',
  'Footer.subscribing',
  'Footer.subscribeSuccess',
  'Footer.subscribeFailure',
  'Footer.subscribeError',
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

function pick(locale: Locale, paths: readonly MessagePath[], into: Tree = {}): Tree {
  for (const path of paths)
    copyPath(messages[locale] as unknown as Tree, into, path.split('.'), path)
  return into
}

/** The frame's messages, made once a language: see `pickMessages`. */
const shells: Partial<Record<Locale, Tree>> = {}

/**
 * The part of a catalogue the browser gets: the frame's messages (SHELL_NAMESPACES) and `paths`.
 * Handing `NextIntlClientProvider` every catalogue put ~50 KB of messages (server answers and
 * mails included) into each page's HTML; a page now sends what its client components read
 * (tests/int/clientMessages.int.spec.ts keeps the lists right). The layout's provider and every
 * nested one get the frame's groups as the same objects, which React's payload writes once and
 * then refers to, instead of repeating them under each provider.
 */
export function pickMessages(
  locale: Locale,
  paths: readonly MessagePath[] = [],
): Partial<Messages> {
  const shell = (shells[locale] ??= pick(locale, SHELL_NAMESPACES))
  const picked: Tree = { ...shell }
  for (const path of paths) {
    const namespace = path.split('.')[0]
    // A page's own path inside a frame namespace writes into a copy, never the shared group.
    if (picked[namespace] === shell[namespace] && typeof shell[namespace] === 'object')
      picked[namespace] = { ...shell[namespace] }
  }
  return pick(locale, paths, picked) as Partial<Messages>
}
