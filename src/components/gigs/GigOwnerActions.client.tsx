'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { useSession } from '@/components/session/useSession'
import { Link } from '@/i18n/navigation'
import { jsonHeaders, readJsonSafely } from '@/lib/http/readJsonSafely'

/** "Edit the gig" on its page, for an admin or the organizer who posted it. */
export function GigOwnerActions({ gigId }: { gigId: number }) {
  const t = useTranslations('Gigs')
  const { user, token } = useSession()
  const [owner, setOwner] = useState(false)
  const admin = user?.role === 'admin'

  useEffect(() => {
    if (!token || user?.role !== 'organizer') return
    const controller = new AbortController()
    fetch('/api/me/gigs', { headers: jsonHeaders(token), signal: controller.signal })
      .then((response) => readJsonSafely<{ data?: { id: number }[] }>(response))
      .then((body) => setOwner(Boolean(body?.data?.some((gig) => gig.id === gigId))))
      .catch(() => undefined)
    return () => controller.abort()
  }, [token, user?.role, gigId])

  if (!admin && !owner) return null
  return (
    <Link
      href={{ pathname: '/gigs/[id]/edit', params: { id: String(gigId) } }}
      className="button small"
    >
      {t('edit')}
    </Link>
  )
}
