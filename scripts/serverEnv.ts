import path from 'node:path'

import { withoutServerOnlyHook } from './serverOnly/nextServerOptions.mjs'

/**
 * The environment the launcher runs its command in. Every command gets the socket-address preload
 * the rate limits rely on (scripts/forward-socket-address.cjs). A production server (`next
 * start`: `npm start`) also gets the observing preload the stack's instances run with
 * (scripts/observe.cjs): one JSON line per request with its id, the id on the app's own lines, and
 * `/api/metrics` to `METRICS_TOKEN`, so one process is watched as the stack is; and it answers
 * the routes registered to be served before Next's router as the stack does. `next dev` keeps
 * its own readable output. A Next server runs without the scripts' `server-only` hook (see
 * scripts/serverOnly/nextServerOptions.mjs).
 */
export function serverEnv(command: string[], env = process.env): NodeJS.ProcessEnv {
  const next = command[0] === 'next'
  const preloads = ['scripts/forward-socket-address.cjs']
  // The observer after the address preload: it sees each request with its socket address already
  // forwarded. The routes answered before Next's router (scripts/before-next.cjs) before both, so
  // last to see a request, as in the stack.
  if (next && command[1] === 'start') {
    preloads.unshift('scripts/before-next.cjs')
    preloads.push('scripts/observe.cjs')
  }
  const inherited = env.NODE_OPTIONS ?? ''
  const options = [
    next ? withoutServerOnlyHook(inherited) : inherited,
    ...preloads.map((file) => `--require "${path.resolve(file)}"`),
  ]
    .filter(Boolean)
    .join(' ')
  return { ...env, NODE_OPTIONS: options }
}
