'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { toast } from 'react-toastify'

import { ConfirmDialog } from '@/components/feedback/ConfirmDialog.client'
import { useSession } from '@/components/session/useSession'
import { getPathname } from '@/i18n/navigation'
import type { PublicGig } from '@/server/market/gigs/toPublicGig'

import { GigForm } from './GigForm.client'
import { toGigBody, toGigFormValues } from './gigFormValues'
import { sendGig } from './sendGig'

/** /gigler/{id}/duzenle: saves the owner's changes, or cancels the gig after a confirm. */
export function EditGig({ gig }: { gig: PublicGig }) {
  const t = useTranslations('GigForm')
  const { token } = useSession()
  const locale = useLocale()
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const url = `/api/gigs/${gig.id}`
  // A full load: the router's cache may still hold the page as it was before the change.
  const openPage = () =>
    window.location.assign(
      getPathname({ locale, href: { pathname: '/gigs/[id]', params: { id: String(gig.id) } } }),
    )

  async function cancelGig() {
    if (!token) return
    setBusy(true)
    const answer = await sendGig('DELETE', url, token)
    setBusy(false)
    setConfirming(false)
    if (!answer.ok) return void toast.error(answer.message || t('failed'))
    toast.success(t('cancelled'))
    openPage()
  }

  return (
    <>
      <GigForm
        initial={toGigFormValues(gig)}
        submitLabel={t('submitEdit')}
        showStatus
        onSave={async (values) => {
          if (!token) return t('failed')
          const answer = await sendGig('PUT', url, token, toGigBody(values))
          if (answer.status === 403) return t('notYours')
          if (!answer.ok) return answer.message || t('failed')
          toast.success(t('updated'))
          openPage()
          return null
        }}
      >
        {gig.status !== 'cancelled' ? (
          <button type="button" className="button secondary" onClick={() => setConfirming(true)}>
            {t('cancelGig')}
          </button>
        ) : null}
      </GigForm>
      <ConfirmDialog
        open={confirming}
        title={t('confirmTitle')}
        text={t('confirmText', { title: gig.title })}
        keepLabel={t('keep')}
        confirmLabel={t('confirmCancel')}
        busyLabel={t('cancelling')}
        busy={busy}
        onConfirm={cancelGig}
        onKeep={() => setConfirming(false)}
      />
    </>
  )
}
