import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ProfileDetails } from '@/components/auth/ProfileDetails.client'
import { MyGigs } from '@/components/gigs/MyGigs.client'
import { FollowingList } from '@/components/follows/FollowingList.client'
import { ClientMessages } from '@/components/i18n/ClientMessages'
import { ProfileEditor } from '@/components/profile/ProfileEditor.client'
import { PressKitEditor } from '@/components/presskit/PressKitEditor.client'
import { PayoutForm } from '@/components/payments/PayoutForm.client'
import { NoticeLink } from '@/components/legal/NoticeLink'
import { RequireSession } from '@/components/session/RequireSession.client'
import { CityDigest } from '@/components/settings/CityDigest.client'
import { DataRequests } from '@/components/settings/DataRequests.client'
import { EmailEvents } from '@/components/settings/EmailEvents.client'
import { EmailLanguage } from '@/components/settings/EmailLanguage.client'
import { MyDataExport } from '@/components/settings/MyDataExport.client'
import { pageMetadata } from '@/lib/seo/pageMetadata'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'Profile' })
  return pageMetadata({
    locale,
    href: '/profile',
    title: t('metaTitle'),
    description: t('metaDescription'),
    noIndex: true,
  })
}

export default async function ProfilePage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  return (
    <ClientMessages
      namespaces={[
        'Profile',
        'ProfileEditor',
        'ImagePicker',
        'Artists.linkNames',
        'Following',
        'EmailLanguage',
        'EmailEvents',
        'GigForm',
        'Market',
        'Market2.dashboard',
        'Session',
        'PressKit.editor',
        'PressKit.riderChannel',
        'PressKit.riderNote',
        'PressKit.riderSource',
        'Shows.settings',
        'Payments.payout',
        'MyData',
      ]}
    >
      <RequireSession>
        <ProfileDetails />
        <ProfileEditor />
        <PressKitEditor />
        <PayoutForm notice={<NoticeLink purpose="payouts" />} />
        <MyGigs />
        <FollowingList />
        <CityDigest />
        <EmailLanguage />
        <EmailEvents />
        <MyDataExport />
        <DataRequests />
      </RequireSession>
    </ClientMessages>
  )
}
