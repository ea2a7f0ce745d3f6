const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/**
 * Text Postgres can hold: no NUL byte and no lone UTF-16 surrogate. A key with either matches no
 * record, and handing it to the database is an error (a 500), so a lookup answers "not found".
 */
export const isStorableText = (text: string): boolean =>
  !text.includes('\u0000') && !LONE_SURROGATE.test(text)
