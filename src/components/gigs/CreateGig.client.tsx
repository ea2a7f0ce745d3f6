'use client'

import { useTranslations } from 'next-intl'
import { toast } from 'react-toastify'

import { revalidateApi } from '@/components/data/revalidateApi'
import { useSend } from '@/components/data/useSend'
import { useRouter } from '@/i18n/navigation'

import { GigForm } from './GigForm.client'
import { toGigBody, toGigFormValues } from './gigFormValues'

/** /gig-olustur for organizers: posts the gig, then opens its page. */
export function CreateGig() {
  const t = useTranslations('GigForm')
  const send = useSend()
  const router = useRouter()
  return (
    <GigForm
      initial={toGigFormValues()}
      submitLabel={t('submitCreate')}
      onSave={async (values) => {
        const answer = await send<{ id: number }>('/api/gigs', { body: toGigBody(values) })
        if (!answer.ok) return answer.error
        void revalidateApi('/api/me/gigs', '/api/me/gig-applications')
        toast.success(t('created'))
        router.push({ pathname: '/gigs/[id]', params: { id: String(answer.data.id) } })
        return null
      }}
    />
  )
}
