'use client'

import { useTranslations } from 'next-intl'

import { PRESS_KIT_LIMITS as L } from '@/lib/limits'
import { kurusToLira } from '@/lib/money/kurus'

import styles from './PressKitEditor.module.css'
import type { MediaRefusal, RiderLine } from './pressKitForm'

export type PressKitValues = {
  media: string[]
  setLength: string
  feeMin: string
  feeMax: string
  rider: RiderLine[]
}

type Props = {
  values: PressKitValues
  onChange: (values: PressKitValues) => void
  /** A link no player takes: named beside its input until it changes. */
  mediaRefusal?: MediaRefusal | null
}

/** The press kit's inputs: media links, set length, fee range and the rider's lines. */
export function PressKitFields({ values, onChange, mediaRefusal = null }: Props) {
  const t = useTranslations('PressKit')
  const e = useTranslations('PressKit.editor')
  const set = (patch: Partial<PressKitValues>) => onChange({ ...values, ...patch })
  const setLine = (index: number, patch: Partial<RiderLine>) =>
    set({ rider: values.rider.map((line, i) => (i === index ? { ...line, ...patch } : line)) })
  const nextChannel = String(Math.max(0, ...values.rider.map((l) => Number(l.channel) || 0)) + 1)

  return (
    <>
      <fieldset className={styles.group}>
        <legend>{e('media')}</legend>
        {values.media.map((url, index) => (
          <div key={index} className={styles.row}>
            <input
              id={`press-kit-media-${index}`}
              type="url"
              inputMode="url"
              aria-label={`${e('media')} ${index + 1}`}
              {...(mediaRefusal?.index === index
                ? {
                    'aria-invalid': true,
                    'aria-describedby': `press-kit-media-${index}-error`,
                  }
                : {})}
              placeholder={e('mediaPlaceholder')}
              maxLength={L.mediaUrl}
              value={url}
              onChange={(event) =>
                set({ media: values.media.map((u, i) => (i === index ? event.target.value : u)) })
              }
            />
            <button
              type="button"
              className="button secondary small"
              aria-label={e('removeMedia', { n: index + 1 })}
              onClick={() => set({ media: values.media.filter((_, i) => i !== index) })}
            >
              ×
            </button>
            {mediaRefusal?.index === index ? (
              <p id={`press-kit-media-${index}-error`} className={`field-error ${styles.rowError}`}>
                {e('mediaRefused', { url: mediaRefusal.url })}
              </p>
            ) : null}
          </div>
        ))}
        {values.media.length < L.media ? (
          <button
            type="button"
            className="button secondary small"
            onClick={() => set({ media: [...values.media, ''] })}
          >
            {e('addMedia')}
          </button>
        ) : null}
      </fieldset>
      <div className={styles.numbers}>
        <label htmlFor="press-kit-set-length">
          {e('setLength')}
          <input
            id="press-kit-set-length"
            type="number"
            min={L.setLengthMin}
            max={L.setLengthMax}
            step={1}
            value={values.setLength}
            onChange={(event) => set({ setLength: event.target.value })}
          />
        </label>
        <label htmlFor="press-kit-fee-min">
          {e('feeMin')}
          <input
            id="press-kit-fee-min"
            type="number"
            min={0}
            max={kurusToLira(L.feeMax)}
            step={1}
            value={values.feeMin}
            onChange={(event) => set({ feeMin: event.target.value })}
          />
        </label>
        <label htmlFor="press-kit-fee-max">
          {e('feeMax')}
          <input
            id="press-kit-fee-max"
            type="number"
            min={0}
            max={kurusToLira(L.feeMax)}
            step={1}
            value={values.feeMax}
            onChange={(event) => set({ feeMax: event.target.value })}
          />
        </label>
      </div>
      <fieldset className={styles.group}>
        <legend>{e('rider')}</legend>
        {values.rider.map((line, index) => (
          <div key={index} className={styles.riderRow}>
            <input
              type="number"
              min={1}
              max={L.riderChannelMax}
              aria-label={`${t('riderChannel')} ${index + 1}`}
              value={line.channel}
              onChange={(event) => setLine(index, { channel: event.target.value })}
            />
            <input
              aria-label={`${t('riderSource')} ${index + 1}`}
              placeholder={t('riderSource')}
              maxLength={L.riderText}
              value={line.source}
              onChange={(event) => setLine(index, { source: event.target.value })}
            />
            <input
              aria-label={`${t('riderNote')} ${index + 1}`}
              placeholder={t('riderNote')}
              maxLength={L.riderText}
              value={line.note}
              onChange={(event) => setLine(index, { note: event.target.value })}
            />
            <button
              type="button"
              className="button secondary small"
              aria-label={e('removeLine', { n: index + 1 })}
              onClick={() => set({ rider: values.rider.filter((_, i) => i !== index) })}
            >
              ×
            </button>
          </div>
        ))}
        {values.rider.length < L.riderInputs ? (
          <button
            type="button"
            className="button secondary small"
            onClick={() =>
              set({ rider: [...values.rider, { channel: nextChannel, source: '', note: '' }] })
            }
          >
            {e('addLine')}
          </button>
        ) : null}
      </fieldset>
    </>
  )
}
