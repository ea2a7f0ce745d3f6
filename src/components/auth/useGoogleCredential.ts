'use client'

import { useTranslations } from 'next-intl'
import { useCallback } from 'react'
import { toast } from 'react-toastify'

import { useSend } from '@/components/data/useSend'

import { authFailure } from './authFailure'

type Finish = (body: unknown, successMessage: string) => boolean

/** Sends Google's credential to POST /api/auth/google (with the role picked when registering). */
export function useGoogleCredential(mode: 'login' | 'register', finish: Finish) {
  const t = useTranslations('GoogleSignIn')
  const send = useSend()
  const messages =
    mode === 'login'
      ? { failed: t('loginFailed'), error: t('loginFailed'), success: t('loginSuccess') }
      : { failed: t('registerFailed'), error: t('registerError'), success: t('registerSuccess') }

  return useCallback(
    async (credential: string, role?: string) => {
      const answer = await send('/api/auth/google', {
        token: null,
        body: { token: credential, ...(role ? { role } : {}) },
      })
      if (answer.ok && finish(answer.body, messages.success)) return
      // No answer at all: the catalogue's error; else what the server said.
      if (!answer.ok && answer.error.status === 0) return void toast.error(messages.error)
      toast.error(authFailure(answer, messages.failed))
    },
    [send, finish, messages.success, messages.failed, messages.error],
  )
}
