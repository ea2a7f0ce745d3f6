'use client'

import { useLocale, useTranslations } from 'next-intl'
import { type FormEvent, useState } from 'react'
import { toast } from 'react-toastify'

import { revalidateApi } from '@/components/data/revalidateApi'
import { useApi } from '@/components/data/useApi'
import { useSend } from '@/components/data/useSend'
import styles from '@/components/profile/ProfileEditor.module.css'
import showStyles from '@/components/shows/Shows.module.css'
import { CitySelect } from '@/components/forms/CitySelect.client'

type Settings = { city: string | null; digest: boolean; onSaleAlerts: boolean }

/** On /profil: the fan's home city, the weekly shows digest and the on-sale alerts. */
export function CityDigest() {
  const t = useTranslations('Shows.settings')
  const pageLocale = useLocale()
  const send = useSend()
  const settings = useApi<Settings>('/api/me/settings')
  const [chosen, setChosen] = useState<Partial<Settings>>({})
  const [saving, setSaving] = useState(false)
  if (!settings.data) return null
  const city = chosen.city !== undefined ? chosen.city : settings.data.city
  const digest = chosen.digest ?? settings.data.digest
  const onSaleAlerts = chosen.onSaleAlerts ?? settings.data.onSaleAlerts

  async function save(event: FormEvent) {
    event.preventDefault()
    setSaving(true)
    const answer = await send(`/api/me/settings?locale=${pageLocale}`, {
      method: 'PUT',
      body: { city, digest, onSaleAlerts },
    })
    setSaving(false)
    if (!answer.ok) return void toast.error(answer.error.message || t('error'))
    toast.success(t('saved'))
    void revalidateApi('/api/me/settings')
  }

  return (
    <section className={styles.following} aria-labelledby="city-digest-title">
      <h2 id="city-digest-title">{t('title')}</h2>
      <p>{t('intro')}</p>
      <form onSubmit={save}>
        <div className="field">
          <label htmlFor="home-city">{t('city')}</label>
          <CitySelect
            id="home-city"
            value={city ?? ''}
            onChange={(event) => setChosen({ ...chosen, city: event.target.value || null })}
            empty={t('noCity')}
          />
        </div>
        <label className={showStyles.check}>
          <input
            type="checkbox"
            checked={digest}
            onChange={(event) => setChosen({ ...chosen, digest: event.target.checked })}
          />
          {t('digest')}
        </label>
        <label className={showStyles.check}>
          <input
            type="checkbox"
            checked={onSaleAlerts}
            onChange={(event) => setChosen({ ...chosen, onSaleAlerts: event.target.checked })}
          />
          {t('onSaleAlerts')}
        </label>
        <button type="submit" className="button" disabled={saving}>
          {saving ? t('saving') : t('save')}
        </button>
      </form>
    </section>
  )
}
