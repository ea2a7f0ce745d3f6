'use client'

import { useLocale } from 'next-intl'
import { useCallback } from 'react'

import { apiFetch, type ApiRequest, type ApiResult } from '@/lib/api/apiFetch'

import { useApiMessages } from './useApiMessages'

type SendOptions = Pick<
  ApiRequest,
  'method' | 'body' | 'token' | 'redirecting' | 'idempotencyKey'
> & {
  /** The form's own words for a refusal that carries no message (else the catalogue's generic one). */
  failed?: string
}

/**
 * The mutation helper: `send(path, { method, body })` calls the API as the signed-in user (the
 * token from local storage) in the page's language and resolves to the data or an ApiFailure,
 * never throwing. Revalidate the lists a change touches with `revalidateApi` afterwards.
 */
export function useSend() {
  const locale = useLocale()
  const messages = useApiMessages()
  return useCallback(
    <T = unknown>(path: string, { failed, ...options }: SendOptions = {}): Promise<ApiResult<T>> =>
      apiFetch<T>(path, {
        method: 'POST',
        ...options,
        locale,
        messages: failed === undefined ? messages : { ...messages, failed: () => failed },
      }),
    [locale, messages],
  )
}
