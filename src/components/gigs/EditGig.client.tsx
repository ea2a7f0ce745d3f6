'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { toast } from 'react-toastify'

import { revalidateApi } from '@/components/data/revalidateApi'
import { useSend } from '@/components/data/useSend'
import { ConfirmDialog } from '@/components/feedback/ConfirmDialog.client'
import { getPathname } from '@/i18n/navigation'
import { ApiFailure } from '@/lib/api/ApiFailure'
import type { PublicGig } from '@/server/market'

import { GigForm } from './GigForm.client'
import { GigPicture, useGigPicture } from './GigPicture.client'
import { toGigBody, toGigFormValues } from './gigFormValues'

/**
 * /gigler/{id}/duzenle: saves the owner's changes and then a newly chosen picture, or cancels the
 * gig after a confirm. A refused picture is named beside its picker; the fields stay saved.
 */
export function EditGig({ gig }: { gig: PublicGig }) {
  const t = useTranslations('GigForm')
  const send = useSend()
  const locale = useLocale()
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const picture = useGigPicture()
  const url = `/api/gigs/${gig.id}`
  // A full load: the router's cache may still hold the page as it was before the change.
  const openPage = () =>
    window.location.assign(
      getPathname({ locale, href: { pathname: '/gigs/[id]', params: { id: String(gig.id) } } }),
    )

  async function cancelGig() {
    setBusy(true)
    const answer = await send(url, { method: 'DELETE' })
    setBusy(false)
    setConfirming(false)
    if (!answer.ok) return void toast.error(answer.error.message)
    void revalidateApi('/api/me/gigs', '/api/me/gig-applications')
    toast.success(t('cancelled'))
    openPage()
  }

  return (
    <>
      <GigForm
        initial={toGigFormValues(gig)}
        submitLabel={t('submitEdit')}
        showStatus
        picture={<GigPicture picture={picture} current={gig.image} gigId={gig.id} />}
        onSave={async (values) => {
          if (picture.blocked()) return null
          const answer = await send(url, { method: 'PUT', body: toGigBody(values) })
          if (!answer.ok)
            return answer.error.status === 403 ? new ApiFailure(t('notYours'), 403) : answer.error
          void revalidateApi('/api/me/gigs', '/api/me/gig-applications')
          toast.success(t('updated'))
          if (await picture.upload(gig.id)) return null
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
