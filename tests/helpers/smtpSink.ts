import { SMTPServer } from 'smtp-server'

/**
 * A local SMTP server for the worker tests: counts each recipient as it receives a message, and
 * answers it only after `delayMs(to)` (a relay that has queued the message and answers after its
 * checks), knowing meanwhile which messages it holds unanswered: SMTP's own gap, in which a
 * sender killed never learns that its message was accepted.
 */
export async function startSmtpSink(delayMs: (to: string) => number) {
  const received = new Map<string, number>()
  const unanswered = new Set<string>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume()
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address)
        for (const address of to) {
          received.set(address, (received.get(address) ?? 0) + 1)
          unanswered.add(address)
        }
        setTimeout(
          () => {
            for (const address of to) unanswered.delete(address)
            callback()
          },
          Math.max(...to.map(delayMs)),
        )
      })
    },
  })
  // A sender killed mid-message is what the tests do, not a failure of the sink.
  server.on('error', () => {})
  const port = await new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve((server.server.address() as { port: number }).port),
    ),
  )
  return { url: `smtp://127.0.0.1:${port}`, received, unanswered, close: () => server.close() }
}
