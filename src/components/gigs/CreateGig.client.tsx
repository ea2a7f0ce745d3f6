'use client'

import { useTranslations } from 'next-intl'
import { toast } from 'react-toastify'

import { revalidateApi } from '@/components/data/revalidateApi'
import { useSend } from '@/components/data/useSend'
import { useRouter } from '@/i18n/navigation'

import { GigForm } from './GigForm.client'
import { GigPicture, useGigPicture } from './GigPicture.client'
import { toGigBody, toGigFormValues } from './gigFormValues'

/**
 * /gig-olustur for organizers: posts the gig and then its chosen picture, in one Submit, then
 * opens its page. A picture the server refuses leads to the gig's edit form to choose another.
 */
export function CreateGig() {
  const t = useTranslations('GigForm')
  const send = useSend()
  const router = useRouter()
  const picture = useGigPicture()
  return (
    <GigForm
      initial={toGigFormValues()}
      submitLabel={t('submitCreate')}
      picture={<GigPicture picture={picture} />}
      onSave={async (values) => {
        if (picture.blocked()) return null
        const answer = await send<{ id: number }>('/api/gigs', { body: toGigBody(values) })
        if (!answer.ok) return answer.error
        const id = String(answer.data.id)
        void revalidateApi('/api/me/gigs', '/api/me/gig-applications')
        const refused = await picture.upload(answer.data.id)
        if (refused) {
          toast.error(t('pictureRefused', { message: refused.message }))
          router.push({ pathname: '/gigs/[id]/edit', params: { id } })
          return null
        }
        toast.success(t('created'))
        router.push({ pathname: '/gigs/[id]', params: { id } })
        return null
      }}
    />
  )
}
