/** RFC 5545 3.3.11: backslash, semicolon, comma and newlines escaped in TEXT values. */
export const escapeIcsText = (text: string): string =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')

/** A UTC date-time in the basic form RFC 5545 wants: 20270101T190000Z. */
export const icsDateTime = (date: Date): string =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/**
 * RFC 5545 3.1: a content line longer than 75 octets continues on the next line after CRLF and a
 * space. Cut between characters, never inside a UTF-8 sequence (ç, ğ, ı are two octets).
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = Buffer.byteLength(char)
    const room = parts.length === 0 ? 75 : 74 // continuation lines start with a space
    if (octets + size > room) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

/** Lines joined with CRLF, each folded, ending with a CRLF as the format requires. */
export const icsDocument = (lines: string[]): string => lines.map(foldIcsLine).join('\r\n') + '\r\n'
