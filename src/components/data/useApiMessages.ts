'use client'

import { useTranslations } from 'next-intl'
import { useMemo } from 'react'

import type { ApiRequest } from '@/lib/api/apiFetch'

/** The catalogue messages the fetcher shows when an answer carries none of its own. */
export function useApiMessages(): ApiRequest['messages'] {
  const t = useTranslations('Errors')
  return useMemo(
    () => ({ network: t('network'), failed: (status) => t('requestFailed', { status }) }),
    [t],
  )
}
