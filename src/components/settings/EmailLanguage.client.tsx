'use client'

import { useLocale, useTranslations } from 'next-intl'
import { type FormEvent, useState } from 'react'
import { toast } from 'react-toastify'

import { revalidateApi } from '@/components/data/revalidateApi'
import { useApi } from '@/components/data/useApi'
import { useSend } from '@/components/data/useSend'
import styles from '@/components/profile/ProfileEditor.module.css'
import { type Locale, toLocale } from '@/i18n/locales'

/** On /profil: the language the user's notifications and other mail are written in. */
export function EmailLanguage() {
  const t = useTranslations('EmailLanguage')
  const pageLocale = useLocale()
  const send = useSend()
  const settings = useApi<{ locale: Locale }>('/api/me/settings')
  const [chosen, setChosen] = useState<Locale | null>(null)
  const [saving, setSaving] = useState(false)
  // Unreadable settings start from the page's language, as the account's default does.
  const fallback: Locale | null = settings.error ? toLocale(pageLocale) : null
  const locale = chosen ?? settings.data?.locale ?? fallback

  async function save(event: FormEvent) {
    event.preventDefault()
    setSaving(true)
    const answer = await send(`/api/me/settings?locale=${pageLocale}`, {
      method: 'PUT',
      body: { locale },
    })
    setSaving(false)
    if (!answer.ok) return void toast.error(t('error'))
    toast.success(t('saved'))
    void revalidateApi('/api/me/settings')
  }

  if (!locale) return null
  return (
    <section className={styles.following} aria-labelledby="email-language-title">
      <h2 id="email-language-title">{t('title')}</h2>
      <p>{t('intro')}</p>
      <form onSubmit={save}>
        <div className="field">
          <label htmlFor="email-language">{t('label')}</label>
          <select
            id="email-language"
            value={locale}
            onChange={(event) => setChosen(event.target.value as Locale)}
          >
            <option value="tr">{t('tr')}</option>
            <option value="en">{t('en')}</option>
          </select>
        </div>
        <button type="submit" className="button" disabled={saving}>
          {saving ? t('saving') : t('save')}
        </button>
      </form>
    </section>
  )
}
