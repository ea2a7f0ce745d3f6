import 'server-only'

import { AsyncLocalStorage } from 'node:async_hooks'

/** What a log line is about: the request being answered, or the job being run and its request. */
type LogContext = { requestId?: string; jobId?: number; task?: string }

/*
 * One store for the whole process, kept on globalThis under a registered symbol: the stack's
 * observing preload (scripts/observe.cjs, outside Next's bundles) opens the request's context,
 * the bundled app and the worker read it. Both create it if they come first.
 */
const KEY = Symbol.for('sahne.logContext')
const holder = globalThis as { [KEY]?: AsyncLocalStorage<LogContext> }
const store: AsyncLocalStorage<LogContext> = (holder[KEY] ??= new AsyncLocalStorage<LogContext>())

/** The context of the request or job this code runs for (empty outside both). */
export const logContext = (): LogContext => store.getStore() ?? {}

/** Runs `fn` with `context` on every log line it writes (and on the jobs it queues). */
export const withLogContext = <T>(context: LogContext, fn: () => T): T => store.run(context, fn)

/**
 * The `meta` of a job queued now: the id of the request that queues it, so the worker's lines
 * about the job carry it. Undefined outside a request.
 */
export function jobMeta(): { requestId: string } | undefined {
  const { requestId } = logContext()
  return requestId ? { requestId } : undefined
}
