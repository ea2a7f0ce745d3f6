import 'server-only'

import { idOfSignedLink, signedLinkKey, signLink, verifySignedLink } from '../../platform'

/** What a pending transfer's claim link is signed over: the transfer, its ticket and the nonce. */
type SignedTransfer = { id: number; ticket: number; codeNonce: string }

/** The key claim links are signed with (a ticket's code and a claim link never pass for each other). */
export const transferTokenKey = (secret: string): Buffer => signedLinkKey(secret, 'ticket-transfer')

/**
 * The token of a pending transfer's link: made over the ticket's nonce as the transfer left it, so
 * taking the transfer back (a new nonce) kills the link.
 */
export const transferToken = (key: Buffer, transfer: SignedTransfer): string =>
  signLink(key, transfer.id, [transfer.ticket, transfer.codeNonce])

/** The transfer a token names, before it is checked; null for text that is no token. */
export const transferIdOfToken = idOfSignedLink

/** Whether `token` was made with `key` for `transfer` as stored now (compared in constant time). */
export const verifyTransferToken = (
  key: Buffer,
  token: string,
  transfer: SignedTransfer,
): boolean => verifySignedLink(key, token, transfer.id, [transfer.ticket, transfer.codeNonce])
