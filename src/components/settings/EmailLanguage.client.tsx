'use client'

import { useLocale, useTranslations } from 'next-intl'
import { type FormEvent, useEffect, useState } from 'react'
import { toast } from 'react-toastify'

import styles from '@/components/profile/ProfileEditor.module.css'
import { useSession } from '@/components/session/useSession'
import type { Locale } from '@/i18n/locales'

/** On /profil: the language the user's notifications and other mail are written in. */
export function EmailLanguage() {
  const t = useTranslations('EmailLanguage')
  const pageLocale = useLocale()
  const { token } = useSession()
  const [locale, setLocale] = useState<Locale | null>(null)
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    if (!token) return
    fetch('/api/me/settings', { headers: { authorization: `Bearer ${token}` } })
      .then((response) => (response.ok ? response.json() : Promise.reject(response.status)))
      .then((body: { data: { locale: Locale } }) => setLocale(body.data.locale))
      .catch(() => setLocale(pageLocale === 'en' ? 'en' : 'tr'))
  }, [token, pageLocale])

  async function save(event: FormEvent) {
    event.preventDefault()
    setSaving(true)
    try {
      const response = await fetch(`/api/me/settings?locale=${pageLocale}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ locale }),
      })
      if (response.ok) toast.success(t('saved'))
      else toast.error(t('error'))
    } catch {
      toast.error(t('error'))
    } finally {
      setSaving(false)
    }
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
            onChange={(event) => setLocale(event.target.value as Locale)}
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
