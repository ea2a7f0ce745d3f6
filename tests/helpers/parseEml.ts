/** A message read back from the outbox: the headers a test asserts on and both parts, decoded. */
export type ParsedMail = {
  to: string
  from: string
  subject: string
  messageId: string
  text: string
  html: string
}

type Part = { headers: Record<string, string>; body: string }

const splitPart = (raw: string): Part => {
  const end = raw.indexOf('\n\n')
  const head = (end < 0 ? raw : raw.slice(0, end)).replace(/\n[ \t]+/g, ' ')
  const headers: Record<string, string> = {}
  for (const line of head.split('\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return { headers, body: end < 0 ? '' : raw.slice(end + 2) }
}

const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`), as nodemailer writes non-ASCII subjects. */
const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_, _charset, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    )

const decodeBody = ({ headers, body }: Part) => {
  const encoding = headers['content-transfer-encoding']?.toLowerCase()
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body)
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8')
  return body
}

/** The leaf parts of a (possibly multipart) message. */
function leaves(part: Part): Part[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(part.headers['content-type'] ?? '')?.[1]
  if (!boundary) return [part]
  return part.body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((chunk) => leaves(splitPart(chunk.replace(/^\n/, ''))))
}

/** Parses one `.eml` file as the outbox adapter writes it (Unix newlines). */
export function parseEml(raw: string): ParsedMail {
  const message = splitPart(raw.replace(/\r\n/g, '\n'))
  const parts = leaves(message)
  const partOf = (type: string) =>
    parts.find((p) => (p.headers['content-type'] ?? '').toLowerCase().startsWith(type))
  const text = partOf('text/plain')
  const html = partOf('text/html')
  return {
    to: message.headers.to ?? '',
    from: decodeWords(message.headers.from ?? ''),
    subject: decodeWords(message.headers.subject ?? ''),
    messageId: message.headers['message-id'] ?? '',
    text: text ? decodeBody(text) : '',
    html: html ? decodeBody(html) : '',
  }
}
