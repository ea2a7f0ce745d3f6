// C0 controls but tab, line feed and carriage return (Postgres refuses NUL in text), and the
// bidirectional overrides and isolates that make a name read differently from what is stored.
const UNSAFE_CHARACTERS =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/g

// Half of a UTF-16 pair without the other half cannot be encoded as UTF-8.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** Text from a request as it may be stored: no unsafe characters, lone surrogates made U+FFFD. */
export const cleanInputText = (text: string): string =>
  text.replace(UNSAFE_CHARACTERS, '').replace(LONE_SURROGATE, '\uFFFD')

const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

/** A `JSON.parse` reviver: prototype keys dropped, every string cleaned. */
export const cleanJsonValue = (key: string, value: unknown): unknown => {
  if (PROTOTYPE_KEYS.has(key)) return undefined
  return typeof value === 'string' ? cleanInputText(value) : value
}
