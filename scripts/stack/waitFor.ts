import { connect } from 'node:net'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Resolves once `url` answers with any status (the part is up), rejects after `timeoutMs`. */
export async function waitForHttp(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(5000) })
      return
    } catch {
      if (Date.now() > deadline) throw new Error(`${url} did not answer in ${timeoutMs} ms`)
      await sleep(300)
    }
  }
}

/** Resolves once a TCP connection to `port` on this machine succeeds. */
export async function waitForPort(port: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1')
      socket.once('connect', () => (socket.end(), resolve(true)))
      socket.once('error', () => resolve(false))
    })
    if (open) return
    if (Date.now() > deadline)
      throw new Error(`nothing listens on port ${port} after ${timeoutMs} ms`)
    await sleep(200)
  }
}

/** Resolves once `url` answers with `status` (an instance is ready), rejects after `timeoutMs`. */
export async function waitForStatus(
  url: string,
  status: number,
  timeoutMs = 180_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) })
      await response.arrayBuffer()
      if (response.status === status) return
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer ${status} in ${timeoutMs} ms`)
    await sleep(300)
  }
}
