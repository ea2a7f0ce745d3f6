import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { AuthPage } from '@/components/auth/AuthPage'
import { googleClientId } from '@/components/auth/googleClientId'
import { RegisterForm } from '@/components/auth/RegisterForm.client'
import { ClientMessages } from '@/components/i18n/ClientMessages'
import { NoticeLink } from '@/components/legal/NoticeLink'
import { Link } from '@/i18n/navigation'
import { pageMetadata } from '@/lib/seo/pageMetadata'
import type { Locale } from '@/i18n/locales'
import { marketingText } from '@/server/legal'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'Register' })
  return pageMetadata({
    locale,
    href: '/register',
    title: t('metaTitle'),
    description: t('metaDescription'),
  })
}

export default async function RegisterPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('Register')
  return (
    <ClientMessages namespaces={['Register', 'GoogleSignIn', 'SignedIn']}>
      <AuthPage
        title={t('title')}
        intro={t('intro')}
        footer={
          <>
            {t('haveAccount')} <Link href="/login">{t('loginLink')}</Link>
          </>
        }
      >
        <RegisterForm
          googleClientId={googleClientId()}
          digestLabel={marketingText(locale, 'digest').text}
          notice={<NoticeLink purpose="account" />}
        />
      </AuthPage>
    </ClientMessages>
  )
}
