'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { useSession } from '@/components/session/useSession'
import { useRouter } from '@/i18n/navigation'
import { rememberRedirect } from '@/lib/session/redirectAfterLogin'

type Props = { slug: string; initialCount: number; locale: string }
type FollowAnswer = { success?: boolean; data?: { following: boolean; followerCount: number } }

/**
 * The follower count and Follow / Unfollow. Visitors are sent to login and brought back here;
 * a signed-in user's state comes from their follow list once the session has loaded.
 */
export function FollowButton({ slug, initialCount, locale }: Props) {
  const t = useTranslations('Artists')
  const { user, token, loading } = useSession()
  const router = useRouter()
  const [count, setCount] = useState(initialCount)
  const [following, setFollowing] = useState<boolean | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState(false)

  useEffect(() => {
    if (!token) return
    fetch('/api/me/following', { headers: { authorization: `Bearer ${token}` } })
      .then((response) => response.json())
      .then((body: { data?: { slug: string }[] }) =>
        setFollowing(Boolean(body.data?.some((artist) => artist.slug === slug))),
      )
      .catch(() => setFollowing(false))
  }, [token, slug])

  const toggle = async () => {
    if (!token) {
      rememberRedirect(`${window.location.pathname}${window.location.search}`)
      router.push('/login')
      return
    }
    setBusy(true)
    setError(false)
    try {
      const response = await fetch(
        `/api/artists/${encodeURIComponent(slug)}/follow?locale=${locale}`,
        {
          method: following ? 'DELETE' : 'POST',
          headers: { authorization: `Bearer ${token}` },
        },
      )
      const body = (await response.json()) as FollowAnswer
      if (!response.ok || !body.data) throw new Error(String(response.status))
      setFollowing(body.data.following)
      setCount(body.data.followerCount)
    } catch {
      setError(true)
    } finally {
      setBusy(false)
    }
  }

  const waiting = loading || (Boolean(user) && following === null)
  return (
    <div>
      <p aria-live="polite" data-testid="follower-count">
        {t('followers', { count })}
      </p>
      <button
        type="button"
        className="button"
        onClick={toggle}
        disabled={busy || waiting}
        aria-pressed={following ?? false}
      >
        {following ? t('unfollow') : t('follow')}
      </button>
      {error ? (
        <p className="alert" role="alert">
          {t('followError')}
        </p>
      ) : null}
    </div>
  )
}
