'use client'

import { useRouter } from 'next/navigation'
import { useLocale } from 'next-intl'
import { useCallback, useState } from 'react'
import { toast } from 'react-toastify'

import { useSession } from '@/components/session/useSession'
import { getPathname } from '@/i18n/navigation'
import { takeRedirect } from '@/lib/session/redirectAfterLogin'
import type { SessionData } from '@/lib/session/sessionUser'

/**
 * Finishes a login, registration or Google sign-in: stores the session, shows the success toast
 * and goes to the remembered page, else the profile of the current language.
 */
export function useSignIn() {
  const { login } = useSession()
  const locale = useLocale()
  // Next's own router, not next-intl's: the remembered path is already localized
  // ('/gig-olustur', '/en/create-gig') and next-intl's router would localize it a second time.
  const router = useRouter()
  const [finished, setFinished] = useState(false)

  const finish = useCallback(
    (body: unknown, successMessage: string): boolean => {
      if (!login(body as Partial<SessionData> | null)) return false
      setFinished(true)
      toast.success(successMessage)
      router.replace(takeRedirect() ?? getPathname({ locale, href: '/profile' }))
      return true
    },
    [login, locale, router],
  )

  return { finish, finished }
}
