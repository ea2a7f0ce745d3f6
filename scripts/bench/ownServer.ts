import { spawn } from 'node:child_process'

/**
 * `next start` lists public/ once when it starts, so a server that was already running does
 * not serve the copies written for this run. Then the bench starts its own on `port`, through the
 * app's launcher (same build, same database), measures there, and stops it.
 */
export async function startOwnServer(port: number) {
  const child = spawn('npx', ['tsx', 'scripts/with-db.ts', '--no-seed', '--', 'next', 'start'], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  const base = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('The bench server exited while starting')
    const up = await fetch(new URL('/api/gigs', base)).then(
      (response) => response.ok,
      () => false,
    )
    if (up) break
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  const stop = async () => {
    // The whole process group (npx, the launcher, next-server): the launcher then stops Postgres.
    try {
      process.kill(-child.pid!, 'SIGTERM')
    } catch {
      return
    }
    const down = Date.now() + 30_000
    while (Date.now() < down) {
      const up = await fetch(new URL('/api/gigs', base)).then(
        () => true,
        () => false,
      )
      if (!up) return
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  }
  return { base, stop }
}
