import net from 'node:net'

type TcpHandle = { fd: number; close: () => void }
type CreateServerHandle = (address: string, port: number, addressType: number) => TcpHandle | number

/** Handles held for the life of the stack: dropping one would close its socket. */
const held: TcpHandle[] = []

/**
 * Binds `host:port` in the stack's own process and returns the socket's file descriptor, which
 * each instance started on that port inherits and listens on (scripts/held-socket.cjs). The stack
 * never accepts on it: the socket stays bound and, once the first instance has listened, keeps
 * listening after that instance dies, so the kernel queues the front's new connections until the
 * instance started in its place accepts them, instead of refusing them. A write the front sent
 * meanwhile is answered late, not refused (the front would not send an unkeyed write twice).
 * Node's own `cluster` keeps a listening socket in its primary the same way (the same internal
 * `net._createServerHandle`).
 */
export function holdListeningSocket(host: string, port: number): number {
  const create = (net as unknown as { _createServerHandle: CreateServerHandle })._createServerHandle
  const handle = create(host, port, net.isIPv6(host) ? 6 : 4)
  if (typeof handle === 'number')
    throw new Error(`cannot bind ${host}:${port} (error ${handle}): is another stack running?`)
  held.push(handle)
  return handle.fd
}
