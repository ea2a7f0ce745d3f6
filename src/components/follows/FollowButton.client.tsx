'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { revalidateApi } from '@/components/data/revalidateApi'
import { useApi } from '@/components/data/useApi'
import { useSend } from '@/components/data/useSend'
import { useSession } from '@/components/session/useSession'
import { useRouter } from '@/i18n/navigation'
import { rememberRedirect } from '@/lib/session/redirectAfterLogin'

type Props = { slug: string; initialCount: number; locale: string }
type FollowAnswer = { following: boolean; followerCount: number }

/**
 * The follower count and Follow / Unfollow. Visitors are sent to login and brought back here;
 * a signed-in user's state comes from their follow list once the session has loaded.
 */
export function FollowButton({ slug, initialCount, locale }: Props) {
  const t = useTranslations('Artists')
  const { user, token, loading } = useSession()
  const router = useRouter()
  const send = useSend()
  const [count, setCount] = useState(initialCount)
  // The last toggle's answer, until the follow list has been read again.
  const [answered, setAnswered] = useState<boolean | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState(false)
  const list = useApi<{ slug: string }[]>(`/api/me/following?locale=${locale}`)
  // An artist does not follow themselves: on their own page only the count shows.
  const own = useApi<{ slug: string } | null>(user?.role === 'artist' ? '/api/profile' : null)
  const isOwnPage = own.data?.slug === slug
  const listed = list.error ? false : list.data?.some((artist) => artist.slug === slug)
  const following = answered ?? listed ?? null

  const toggle = async () => {
    if (!token) {
      rememberRedirect(`${window.location.pathname}${window.location.search}`)
      router.push('/login')
      return
    }
    setBusy(true)
    setError(false)
    const answer = await send<FollowAnswer>(
      `/api/artists/${encodeURIComponent(slug)}/follow?locale=${locale}`,
      { method: following ? 'DELETE' : 'POST' },
    )
    setBusy(false)
    if (!answer.ok || !answer.data) return setError(true)
    setAnswered(answer.data.following)
    setCount(answer.data.followerCount)
    void revalidateApi('/api/me/following')
  }

  const waiting = loading || (Boolean(user) && following === null)
  return (
    <div>
      <p aria-live="polite" data-testid="follower-count">
        {t('followers', { count })}
      </p>
      {isOwnPage ? null : (
        <button
          type="button"
          className="button"
          onClick={toggle}
          disabled={busy || waiting}
          aria-pressed={following ?? false}
        >
          {following ? t('unfollow') : t('follow')}
        </button>
      )}
      {error ? (
        <p className="alert" role="alert">
          {t('followError')}
        </p>
      ) : null}
    </div>
  )
}
