'use client'

import { useLocale } from 'next-intl'
import useSWR from 'swr'

import { useSession } from '@/components/session/useSession'
import { apiFetch, type ApiSuccess } from '@/lib/api/apiFetch'
import type { ApiFailure } from '@/lib/api/ApiFailure'

import { useApiMessages } from './useApiMessages'

/** The cache key of a read: the path first (what `revalidateApi` matches), then who and in what language. */
export type ApiKey = readonly [path: string, token: string, locale: string]

/**
 * A read as the signed-in user (nothing without one, or with a null path), cached and shared by
 * every component reading the same path: `data` is the answer's `data`, `answer` the whole
 * success (for `pagination`, `unread`...), `error` an ApiFailure.
 */
export function useApi<T>(
  path: string | null,
  options: { refreshInterval?: number | ((data: T | undefined) => number) } = {},
) {
  const { token } = useSession()
  const locale = useLocale()
  const messages = useApiMessages()
  const key: ApiKey | null = path && token ? [path, token, locale] : null
  const { refreshInterval = 0 } = options
  const swr = useSWR<ApiSuccess<T>, ApiFailure, ApiKey | null>(
    key,
    async ([url, bearer, language]: ApiKey) => {
      const result = await apiFetch<T>(url, { token: bearer, locale: language, messages })
      if (!result.ok) throw result.error
      return result
    },
    // One read per visit, as before: no refetch on focus, and a refused read (404, 403) stays refused.
    // A live read (the bell, an open thread) polls every `refreshInterval` ms (or as often as its
    // function of the last answer says), only while the tab is visible.
    {
      revalidateOnFocus: false,
      shouldRetryOnError: false,
      refreshInterval:
        typeof refreshInterval === 'function'
          ? (latest?: ApiSuccess<T>) => refreshInterval(latest?.data)
          : refreshInterval,
      refreshWhenHidden: false,
    },
  )
  return {
    data: swr.data?.data,
    answer: swr.data,
    error: swr.error,
    isLoading: swr.isLoading,
    /** Reads the path again. */
    reload: () => swr.mutate(),
    /** SWR's bound mutate: puts an answer into the cache (a write's own answer, say). */
    mutate: swr.mutate,
  }
}
