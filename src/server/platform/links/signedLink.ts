import 'server-only'

import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The key one kind of mailed link is signed with, derived from the app's secret under the kind's
 * own name: a link of one kind never passes for another, nor for a ticket's code.
 */
export const signedLinkKey = (secret: string, kind: string): Buffer =>
  createHmac('sha256', secret).update(`sahne:${kind}:v1`).digest()

/** The MAC of record `id` with the stored values `parts` it is made over, in that order. */
const mac = (key: Buffer, id: number, parts: Array<string | number>) =>
  createHmac('sha256', key)
    .update([id, ...parts].join(':'))
    .digest('base64url')

/**
 * A mailed link's token, `<id>.<MAC>`, over the record's id and stored values that must still be
 * what they were when it was mailed (change one and the link dies); nothing secret is stored.
 */
export const signLink = (key: Buffer, id: number, parts: Array<string | number>): string =>
  `${id}.${mac(key, id, parts)}`

const TOKEN = /^([1-9][0-9]{0,15})\.([A-Za-z0-9_-]{43})$/

/** The record a token names, before it is checked; null for text that is no token. */
export function idOfSignedLink(token: string): number | null {
  const match = TOKEN.exec(token.trim())
  const id = match ? Number(match[1]) : NaN
  return Number.isSafeInteger(id) ? id : null
}

/** Whether `token` was made with `key` for record `id` with `parts` as stored now (constant time). */
export function verifySignedLink(
  key: Buffer,
  token: string,
  id: number,
  parts: Array<string | number>,
): boolean {
  const match = TOKEN.exec(token.trim())
  if (!match || Number(match[1]) !== id) return false
  const given = Buffer.from(match[2]!)
  const expected = Buffer.from(mac(key, id, parts))
  return given.length === expected.length && timingSafeEqual(given, expected)
}
