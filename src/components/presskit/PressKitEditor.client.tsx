'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'

import { useApi } from '@/components/data/useApi'
import { useSend } from '@/components/data/useSend'
import { kurusToLira } from '@/lib/money/kurus'
import { useSession } from '@/components/session/useSession'
import type { ApiSuccess } from '@/lib/api/apiFetch'

import { GalleryEditor } from './GalleryEditor.client'
import { StagePlotEditor } from './StagePlotEditor.client'
import type { Notice } from './notice'
import styles from './PressKitEditor.module.css'
import {
  type EditablePressKit,
  type MediaRefusal,
  mediaRefusalOf,
  pressKitBody,
  refusedMediaLink,
} from './pressKitForm'
import { PressKitFields, type PressKitValues } from './PressKitFields.client'

const valuesOf = (kit: EditablePressKit): PressKitValues => ({
  media: kit.media.map((item) => item.url),
  setLength: kit.setLengthMinutes ? String(kit.setLengthMinutes) : '',
  feeMin: kit.feeRange ? String(kurusToLira(kit.feeRange.min)) : '',
  feeMax: kit.feeRange ? String(kurusToLira(kit.feeRange.max)) : '',
  rider: kit.rider.inputs.map((line) => ({
    channel: String(line.channel),
    source: line.source,
    note: line.note ?? '',
  })),
})

/** The artist's press kit in /profil: players, set length, fee range, rider, stage plot, gallery. */
export function PressKitEditor() {
  const { user } = useSession()
  const locale = useLocale()
  const path = `/api/profile?locale=${locale}`
  const read = useApi<(EditablePressKit & { kind: string }) | null>(
    user?.role === 'artist' ? path : null,
  )
  // Held here: a save remounts the editor with the saved values, and its notice must stay.
  const [notice, setNotice] = useState<Notice | null>(null)
  if (!read.data || read.data.kind !== 'artist') return null
  const store = (answer: ApiSuccess<never>) => void read.mutate(answer, { revalidate: false })
  return (
    <Editor
      key={JSON.stringify(read.data)}
      kit={read.data}
      path={path}
      onSaved={store}
      locale={locale}
      notice={notice}
      onNotice={setNotice}
    />
  )
}

type EditorProps = {
  kit: EditablePressKit
  path: string
  locale: string
  onSaved: (answer: ApiSuccess<never>) => void
  notice: Notice | null
  onNotice: (notice: Notice | null) => void
}

function Editor({ kit, path, locale, onSaved, notice, onNotice }: EditorProps) {
  const t = useTranslations('PressKit.editor')
  const send = useSend()
  const [values, setValues] = useState(() => valuesOf(kit))
  const [busy, setBusy] = useState(false)
  const [mediaRefusal, setMediaRefusal] = useState<MediaRefusal | null>(null)
  const message = notice?.where === 'form' ? notice : null

  /** A refused link: named beside its input, which takes the focus. */
  const refuse = (refusal: MediaRefusal) => {
    setMediaRefusal(refusal)
    requestAnimationFrame(() =>
      document.getElementById(`press-kit-media-${refusal.index}`)?.focus(),
    )
  }

  const change = (next: PressKitValues) => {
    if (mediaRefusal && next.media[mediaRefusal.index] !== values.media[mediaRefusal.index])
      setMediaRefusal(null)
    if (mediaRefusal && next.media.length !== values.media.length) setMediaRefusal(null)
    setValues(next)
  }

  const save = async (event: FormEvent) => {
    event.preventDefault()
    onNotice(null)
    const refused = refusedMediaLink(values.media)
    if (refused) return refuse(refused)
    setBusy(true)
    const answer = await send<never>(path, { method: 'PUT', body: pressKitBody(values) })
    setBusy(false)
    const named = answer.ok ? null : mediaRefusalOf(answer.error.field, values.media)
    if (named) return refuse(named)
    if (!answer.ok) return onNotice({ text: answer.error.message, error: true, where: 'form' })
    onNotice({ text: t('saved'), error: false, where: 'form' })
    onSaved(answer)
  }

  return (
    <section
      className={`card ${styles.editor}`}
      aria-labelledby="press-kit-title"
      data-testid="press-kit-editor"
    >
      <h2 id="press-kit-title">{t('title')}</h2>
      <p className={styles.hint}>{t('hint')}</p>
      <form onSubmit={save} className={styles.editor}>
        <PressKitFields values={values} onChange={change} mediaRefusal={mediaRefusal} />
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('saving') : t('save')}
        </button>
        {message ? (
          <p
            role={message.error ? 'alert' : 'status'}
            className={message.error ? 'alert' : undefined}
          >
            {message.text}
          </p>
        ) : null}
      </form>
      <StagePlotEditor
        stagePlot={kit.rider.stagePlot}
        locale={locale}
        onSaved={onSaved}
        notice={notice?.where === 'stagePlot' ? notice : null}
        onNotice={onNotice}
      />
      <GalleryEditor
        gallery={kit.gallery}
        locale={locale}
        onSaved={onSaved}
        notice={notice?.where === 'gallery' ? notice : null}
        onNotice={onNotice}
      />
    </section>
  )
}
