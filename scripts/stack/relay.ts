import { spawn } from 'node:child_process'
import path from 'node:path'

/**
 * While the instance behind the held socket `fd` is dead, the connections the front opens to it
 * are relayed to the live instance on `toPort` (scripts/stack/relay.cjs) instead of waiting in
 * the kernel's queue until a new instance has started, which under load took 20 s and more.
 * `stop` ends the relay: the new instance takes the next connections; the relayed ones finish.
 */
export function relayWhileDown(fd: number, toPort: number): { stop: () => void } {
  const child = spawn('node', [path.resolve('scripts/stack/relay.cjs')], {
    // fd 3 is the held socket; the IPC channel ends the relay with the stack.
    stdio: ['ignore', 'inherit', 'inherit', fd, 'ipc'],
    env: { ...process.env, NODE_OPTIONS: '', RELAY_TO_PORT: String(toPort) },
  })
  child.on('error', (error) => console.error('[stack] relay:', error))
  return { stop: () => void child.kill('SIGTERM') }
}
