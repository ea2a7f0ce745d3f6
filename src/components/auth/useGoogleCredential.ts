'use client'

import { useTranslations } from 'next-intl'
import { useCallback } from 'react'
import { toast } from 'react-toastify'

import { postJson, serverMessage } from './postJson'

type Finish = (body: unknown, successMessage: string) => boolean

/** Sends Google's credential to POST /api/auth/google (with the role picked when registering). */
export function useGoogleCredential(mode: 'login' | 'register', finish: Finish) {
  const t = useTranslations('GoogleSignIn')
  const messages =
    mode === 'login'
      ? { failed: t('loginFailed'), error: t('loginFailed'), success: t('loginSuccess') }
      : { failed: t('registerFailed'), error: t('registerError'), success: t('registerSuccess') }

  return useCallback(
    async (credential: string, role?: string) => {
      try {
        const { ok, body } = await postJson('/api/auth/google', {
          token: credential,
          ...(role ? { role } : {}),
        })
        if (ok && finish(body, messages.success)) return
        toast.error(serverMessage(body) ?? messages.failed)
      } catch {
        toast.error(messages.error)
      }
    },
    [finish, messages.success, messages.failed, messages.error],
  )
}
