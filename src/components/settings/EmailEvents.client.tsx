'use client'

import { useLocale, useTranslations } from 'next-intl'
import { type FormEvent, useEffect, useState } from 'react'
import { toast } from 'react-toastify'

import { revalidateApi } from '@/components/data/revalidateApi'
import { useApi } from '@/components/data/useApi'
import { useSend } from '@/components/data/useSend'
import { FieldError } from '@/components/forms/FieldError'
import { useServerError } from '@/components/forms/useServerError'
import { useSession } from '@/components/session/useSession'
import type { Locale } from '@/i18n/locales'
import { receives } from '@/lib/market/notificationAudience'
import { NOTIFICATION_TYPES, type NotificationType } from '@/lib/market/notificationTypes'
import { NOTIFICATIONS_ANCHOR } from '@/lib/notificationsAnchor'
import type { Role } from '@/lib/roles'

import styles from './EmailEvents.module.css'

type Switches = Record<NotificationType, boolean>

/** The switch an API field names: `emailEvents.newMessage` is `#email-event-newMessage`. */
const fieldId = (field: string) =>
  field.startsWith('emailEvents.') ? `email-event-${field.slice('emailEvents.'.length)}` : null
type Settings = { locale: Locale; emailEvents: Switches }

/**
 * On /profil (the anchor account mail's footer links to): per kind of notice the user's role can
 * get, whether it also comes by email. In-app notices are always kept.
 */
export function EmailEvents() {
  const t = useTranslations('EmailEvents')
  const locale = useLocale() as Locale
  const { user } = useSession()
  const send = useSend()
  const settings = useApi<Settings>('/api/me/settings')
  const [changes, setChanges] = useState<Partial<Switches>>({})
  const [saving, setSaving] = useState(false)
  const errors = useServerError(fieldId)
  const role = (user?.role ?? 'fan') as Role
  const saved = settings.data?.emailEvents
  // The section appears after the read: a link to its anchor (the mail footer's) scrolls now.
  useEffect(() => {
    if (saved && window.location.hash === `#${NOTIFICATIONS_ANCHOR[locale]}`)
      document.getElementById(NOTIFICATIONS_ANCHOR[locale])?.scrollIntoView()
  }, [Boolean(saved), locale]) // eslint-disable-line react-hooks/exhaustive-deps
  if (!saved) return null
  const types = NOTIFICATION_TYPES.filter((type) => receives(role, type))
  const current = { ...saved, ...changes }
  const dirty = types.some((type) => current[type] !== saved[type])
  const label = (type: NotificationType) =>
    t.has(`types.${type}`) ? t(`types.${type}` as 'types.newMessage') : type

  async function save(event: FormEvent) {
    event.preventDefault()
    setSaving(true)
    errors.show(null)
    const emailEvents = Object.fromEntries(types.map((type) => [type, current[type]]))
    const answer = await send(`/api/me/settings?locale=${locale}`, {
      method: 'PUT',
      body: { emailEvents },
    })
    setSaving(false)
    if (!answer.ok) return void errors.show(answer.error)
    toast.success(t('saved'))
    await revalidateApi('/api/me/settings')
    setChanges({})
  }

  return (
    <section
      id={NOTIFICATIONS_ANCHOR[locale]}
      className={styles.section}
      aria-labelledby="email-events-title"
    >
      <h2 id="email-events-title">{t('title')}</h2>
      <p>{t('intro')}</p>
      <form onSubmit={save}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t(`groups.${role}`)}</legend>
          <ul className={styles.list}>
            {types.map((type) => (
              <li key={type}>
                <label className={styles.row} htmlFor={`email-event-${type}`}>
                  <span className={styles.text}>{label(type)}</span>
                  <span className={styles.state} aria-hidden="true">
                    {current[type] ? t('on') : t('off')}
                  </span>
                  <input
                    id={`email-event-${type}`}
                    type="checkbox"
                    role="switch"
                    name={type}
                    checked={current[type]}
                    onChange={(e) => {
                      errors.changed(`email-event-${type}`)
                      setChanges((was) => ({ ...was, [type]: e.target.checked }))
                    }}
                    {...errors.invalid(`email-event-${type}`)}
                  />
                  <span className={styles.track} aria-hidden="true" />
                </label>
                <FieldError errors={errors} id={`email-event-${type}`} />
              </li>
            ))}
          </ul>
        </fieldset>
        {errors.formError ? (
          <p className="field-error" role="alert">
            {errors.formError || t('error')}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={saving || !dirty}>
            {saving ? t('saving') : t('save')}
          </button>
          <span className={styles.status} role="status" data-testid="email-events-status">
            {dirty ? t('unsaved') : t('savedState')}
          </span>
        </div>
      </form>
    </section>
  )
}
