'use client'

import { useTranslations } from 'next-intl'
import { toast } from 'react-toastify'

import { useSession } from '@/components/session/useSession'
import { useRouter } from '@/i18n/navigation'

import { GigForm } from './GigForm.client'
import { toGigBody, toGigFormValues } from './gigFormValues'
import { sendGig } from './sendGig'

/** /gig-olustur for organizers: posts the gig, then opens its page. */
export function CreateGig() {
  const t = useTranslations('GigForm')
  const { token } = useSession()
  const router = useRouter()
  return (
    <GigForm
      initial={toGigFormValues()}
      submitLabel={t('submitCreate')}
      onSave={async (values) => {
        if (!token) return t('failed')
        const answer = await sendGig('POST', '/api/gigs', token, toGigBody(values))
        if (!answer.ok || !answer.id) return answer.message || t('failed')
        toast.success(t('created'))
        router.push({ pathname: '/gigs/[id]', params: { id: String(answer.id) } })
        return null
      }}
    />
  )
}
