'use client'

import { useLocale } from 'next-intl'
import useSWR from 'swr'

import { apiFetch, type ApiSuccess } from '@/lib/api/apiFetch'
import type { ApiFailure } from '@/lib/api/ApiFailure'

import { useApiMessages } from './useApiMessages'

/**
 * A public read (no session needed, none sent, so the front can serve it from its cache), with
 * the same cache and shape as `useApi`.
 */
export function usePublicApi<T>(path: string | null) {
  const locale = useLocale()
  const messages = useApiMessages()
  const swr = useSWR<ApiSuccess<T>, ApiFailure, readonly [string, string] | null>(
    path ? ([path, locale] as const) : null,
    async ([url, language]) => {
      const result = await apiFetch<T>(url, { token: null, locale: language, messages })
      if (!result.ok) throw result.error
      return result
    },
    { revalidateOnFocus: false, shouldRetryOnError: false },
  )
  return {
    data: swr.data?.data,
    error: swr.error,
    isLoading: swr.isLoading,
    /** Reads the path again. */
    reload: () => swr.mutate(),
  }
}
