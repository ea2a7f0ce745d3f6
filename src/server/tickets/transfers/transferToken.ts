import 'server-only'

import { createHmac, timingSafeEqual } from 'node:crypto'

/** What a pending transfer's claim link is signed over: the transfer, its ticket and the nonce. */
type SignedTransfer = { id: number; ticket: number; codeNonce: string }

/**
 * The key claim links are signed with, derived from the app's secret under a name of its own (a
 * ticket's code and a claim link never pass for each other).
 */
export const transferTokenKey = (secret: string): Buffer =>
  createHmac('sha256', secret).update('sahne:ticket-transfer:v1').digest()

const mac = (key: Buffer, { id, ticket, codeNonce }: SignedTransfer) =>
  createHmac('sha256', key).update(`${id}:${ticket}:${codeNonce}`).digest('base64url')

/**
 * The token of a pending transfer's link, `<transferId>.<MAC>`: made over the ticket's nonce as
 * the transfer left it, so taking the transfer back (a new nonce) kills the link, and nothing
 * secret is stored.
 */
export const transferToken = (key: Buffer, transfer: SignedTransfer): string =>
  `${transfer.id}.${mac(key, transfer)}`

const TOKEN = /^([1-9][0-9]{0,15})\.([A-Za-z0-9_-]{43})$/

/** The transfer a token names, before it is checked; null for text that is no token. */
export function transferIdOfToken(token: string): number | null {
  const match = TOKEN.exec(token.trim())
  const id = match ? Number(match[1]) : NaN
  return Number.isSafeInteger(id) ? id : null
}

/** Whether `token` was made with `key` for `transfer` as stored now (compared in constant time). */
export function verifyTransferToken(key: Buffer, token: string, transfer: SignedTransfer): boolean {
  const match = TOKEN.exec(token.trim())
  if (!match || Number(match[1]) !== transfer.id) return false
  const given = Buffer.from(match[2]!)
  const expected = Buffer.from(mac(key, transfer))
  return given.length === expected.length && timingSafeEqual(given, expected)
}
