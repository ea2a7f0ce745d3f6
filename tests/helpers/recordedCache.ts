import { type Mock, vi } from 'vitest'

const holder = globalThis as { sahneRevalidateTag?: Mock }

/**
 * `next/cache` whose `revalidateTag` records the tags the hooks expire instead of expiring them
 * (outside a Next.js request the real one would throw). A test file mocks the module with it:
 *
 *   vi.mock('next/cache', async (actual) =>
 *     (await import('../helpers/recordedCache')).recordedNextCache(actual))
 *
 * The files that do share their worker's modules (vitest.config.mts): the hooks keep the
 * `next/cache` the worker's first file handed them, so every file's mock hands back the one
 * recorder of the worker. Each file starts with it cleared (tests/helpers/setupEnv.ts).
 */
export async function recordedNextCache(actual: <T>() => Promise<T>) {
  return {
    ...(await actual<typeof import('next/cache')>()),
    revalidateTag: (holder.sahneRevalidateTag ??= vi.fn()),
  }
}

/** Clears the worker's recorder: its calls and any implementation a file gave it. */
export const clearRecordedCache = () => holder.sahneRevalidateTag?.mockReset()
