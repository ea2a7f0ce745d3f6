import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import type { Messages } from '../../../src/i18n/messages'
import type { Locale } from '../../../src/i18n/locales'

/**
 * The site's message catalogue for a language, read from `messages/<locale>/*.json` (Playwright
 * loads specs as ES modules, which cannot import JSON without import attributes).
 */
export function catalogue(locale: Locale): Messages {
  const dir = path.resolve('messages', locale)
  return Object.assign(
    {},
    ...readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8'))),
  )
}
