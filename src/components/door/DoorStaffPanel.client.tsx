'use client'

import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'

import { useApi } from '@/components/data/useApi'
import { useSend } from '@/components/data/useSend'
import { ConfirmDialog } from '@/components/feedback/ConfirmDialog.client'
import { useSession } from '@/components/session/useSession'
import { Link } from '@/i18n/navigation'
import type { DoorStaffView } from '@/server/tickets'

import styles from './DoorStaff.module.css'

/**
 * "Door" on a booked gig's page, for the show's venue only (others read a 404 and see nothing):
 * the link to the door's screen, and the people invited to work it, invited by address and removed
 * behind a confirm.
 */
export function DoorStaffPanel({ gigId }: { gigId: number }) {
  const { user } = useSession()
  const venue = user?.role === 'organizer' || user?.role === 'admin'
  return venue ? <VenueDoor gigId={gigId} /> : null
}

function VenueDoor({ gigId }: { gigId: number }) {
  const t = useTranslations('Door')
  const staff = useApi<DoorStaffView[]>(`/api/door/${gigId}/staff`)
  const send = useSend()
  const [email, setEmail] = useState('')
  const [busy, setBusy] = useState(false)
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null)
  const [removing, setRemoving] = useState<DoorStaffView | null>(null)
  if (staff.error?.status === 404) return null

  const invite = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    const result = await send<DoorStaffView>(`/api/door/${gigId}/staff`, { body: { email } })
    setBusy(false)
    setSaid(
      result.ok
        ? { ok: true, text: t('staff.invited', { email: result.data.email }) }
        : { ok: false, text: result.error.message },
    )
    if (result.ok) {
      setEmail('')
      await staff.reload()
    }
  }
  const remove = async () => {
    if (!removing) return
    setBusy(true)
    await send(`/api/door/${gigId}/staff/${removing.id}`, { method: 'DELETE' })
    setBusy(false)
    setRemoving(null)
    await staff.reload()
  }

  return (
    <section className={styles.panel} aria-labelledby="door-staff">
      <div className={styles.top}>
        <h2 id="door-staff">{t('staff.heading')}</h2>
        <Link className="button" href={{ pathname: '/door/[id]', params: { id: gigId } }}>
          {t('staffLink')}
        </Link>
      </div>
      <p className={styles.hint}>{t('staff.intro')}</p>
      <form className={styles.form} onSubmit={invite}>
        <label htmlFor="door-staff-email">{t('staff.email')}</label>
        <div className={styles.row}>
          <input
            id="door-staff-email"
            type="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoComplete="off"
          />
          <button type="submit" className="button" disabled={busy}>
            {busy ? t('staff.inviting') : t('staff.invite')}
          </button>
        </div>
        {said ? (
          <p className={said.ok ? styles.ok : 'alert'} role="status">
            {said.text}
          </p>
        ) : null}
      </form>
      {staff.data && !staff.data.length ? <p className={styles.hint}>{t('staff.empty')}</p> : null}
      {staff.data?.length ? (
        <ul className={styles.list}>
          {staff.data.map((member) => (
            <li key={member.id}>
              <span>
                {member.email}
                {member.hasAccount ? null : (
                  <span className={styles.hint}> · {t('staff.noAccount')}</span>
                )}
              </span>
              <button
                type="button"
                className="button secondary small"
                onClick={() => setRemoving(member)}
              >
                {t('staff.remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={t('staff.removeTitle', { email: removing?.email ?? '' })}
        text={t('staff.removeText')}
        keepLabel={t('staff.keep')}
        confirmLabel={t('staff.remove')}
        busyLabel={t('staff.removing')}
        busy={busy}
        onConfirm={remove}
        onKeep={() => setRemoving(null)}
      />
    </section>
  )
}
