import { spawn } from 'node:child_process'

type ServerOptions = {
  args: string[]
  port: number
  probe: string
  cwd?: string
  env?: NodeJS.ProcessEnv
}

/**
 * Starts `npx <args>` in its own process group with PORT set (in `env`, else this process's),
 * waits until `probe` answers 200 (at most 180 s), and hands back its base URL and a `stop` that
 * ends the whole group and waits until it is down.
 */
export async function startServer({ args, port, probe, cwd, env = process.env }: ServerOptions) {
  const child = spawn('npx', args, {
    cwd,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  const base = `http://127.0.0.1:${port}`
  const answers = () =>
    fetch(new URL(probe, base)).then(
      (response) => response.ok,
      () => false,
    )
  const deadline = Date.now() + 180_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited while starting`)
    if (await answers()) break
    if (Date.now() > deadline) {
      process.kill(-child.pid!, 'SIGTERM')
      throw new Error(`${args.join(' ')} did not answer ${probe} on ${base} within 180 s`)
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  const stop = async () => {
    // The whole process group (npx, a launcher, next-server): our launcher then stops Postgres.
    try {
      process.kill(-child.pid!, 'SIGTERM')
    } catch {
      return
    }
    const down = Date.now() + 30_000
    while (Date.now() < down && (await answers())) {
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  }
  return { base, stop }
}

/**
 * `next start` lists public/ once when it starts, so a server that was already running does
 * not serve the copies written for this run. Then the bench starts its own on `port`, through the
 * app's launcher (same build, same database), measures there, and stops it.
 */
export const startOwnServer = (port: number) =>
  startServer({
    args: ['tsx', 'scripts/with-db.ts', '--no-seed', '--', 'next', 'start'],
    port,
    probe: '/api/gigs',
  })
