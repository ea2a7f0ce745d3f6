import { randomBytes } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import {
  ticketCode,
  ticketCodeKey,
  ticketIdOfCode,
  verifyTicketCode,
} from '../../src/server/tickets/codes/ticketCode'

const newCodeNonce = () => randomBytes(16).toString('base64url')
const key = ticketCodeKey('the app secret of these tests')
const ticket = { id: 4711, gig: 42, codeNonce: newCodeNonce() }
const code = ticketCode(key, ticket)

/** `code` with the character at `index` replaced by another of the alphabet. */
const changedAt = (text: string, index: number) =>
  text.slice(0, index) + (text[index] === 'A' ? 'B' : 'A') + text.slice(index + 1)

describe('ticket codes', () => {
  it('are short QR text naming the ticket, with a 128-bit MAC, and verify for that ticket', () => {
    expect(code).toMatch(/^S1\.4711\.[A-Za-z0-9_-]{22}$/)
    expect(ticketIdOfCode(code)).toBe(4711)
    expect(verifyTicketCode(key, code, ticket)).toEqual({ ticketId: 4711 })
    // Stable: the same ticket and nonce sign the same code, so the page shows one QR each time.
    expect(ticketCode(key, ticket)).toBe(code)
  })

  it('refuse a forged code: any MAC made up for the ticket', () => {
    const forged = `S1.4711.${'A'.repeat(22)}`
    expect(ticketIdOfCode(forged)).toBe(4711)
    expect(verifyTicketCode(key, forged, ticket)).toBeNull()
    // Another ticket's genuine code does not open this one.
    const other = ticketCode(key, { ...ticket, id: 4712 })
    expect(verifyTicketCode(key, other.replace('4712', '4711'), ticket)).toBeNull()
  })

  it('refuse every one-character alteration of the MAC, the last one included', () => {
    const start = code.lastIndexOf('.') + 1
    for (let index = start; index < code.length; index++)
      expect(verifyTicketCode(key, changedAt(code, index), ticket)).toBeNull()
  })

  it('refuse a truncated or padded code, and text that is no code', () => {
    expect(verifyTicketCode(key, code.slice(0, -1), ticket)).toBeNull()
    expect(verifyTicketCode(key, code.slice(0, -6), ticket)).toBeNull()
    expect(verifyTicketCode(key, `${code}A`, ticket)).toBeNull()
    for (const text of ['', 'S1', 'S1.4711', `S2${code.slice(2)}`, code.replace('S1.', 'S1.0')])
      expect(verifyTicketCode(key, text, ticket)).toBeNull()
    expect(ticketIdOfCode('S1.abc.def')).toBeNull()
  })

  it('refuse a code signed with another key, or for the same ticket at another show', () => {
    const otherKey = ticketCodeKey('another secret')
    expect(verifyTicketCode(otherKey, code, ticket)).toBeNull()
    expect(verifyTicketCode(key, ticketCode(otherKey, ticket), ticket)).toBeNull()
    expect(verifyTicketCode(key, code, { ...ticket, gig: 43 })).toBeNull()
  })

  it('refuse the code of an old nonce once the ticket has a new one', () => {
    const renewed = { ...ticket, codeNonce: newCodeNonce() }
    expect(renewed.codeNonce).not.toBe(ticket.codeNonce)
    expect(verifyTicketCode(key, code, renewed)).toBeNull()
    expect(verifyTicketCode(key, ticketCode(key, renewed), renewed)).toEqual({ ticketId: 4711 })
    expect(verifyTicketCode(key, code, { ...ticket, codeNonce: '' })).toBeNull()
  })
})
