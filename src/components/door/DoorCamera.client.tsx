'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import styles from './Door.module.css'
import { createQrDecoder } from './qrDecoder'

/** Frames read per second: enough to feel instant, little enough for an old phone. */
const FRAME_MS = 200
/** A code just answered is read again only after it left the view this long (or after `AGAIN_MS`). */
const GONE_MS = 1_500
const AGAIN_MS = 10_000

/**
 * The back camera, reading QR codes while `paused` is false. A code just sent is not sent again
 * while it stays in front of the camera: it must leave the view first, or 10 s pass.
 */
export function DoorCamera({
  paused,
  onCode,
}: {
  paused: boolean
  onCode: (code: string) => void
}) {
  const t = useTranslations('Door')
  const video = useRef<HTMLVideoElement>(null)
  const [state, setState] = useState<'starting' | 'on' | 'off'>('starting')
  const pausedRef = useRef(paused)
  const onCodeRef = useRef(onCode)
  useEffect(() => {
    pausedRef.current = paused
    onCodeRef.current = onCode
  })

  useEffect(() => {
    let stopped = false
    let timer: number | undefined
    let stream: MediaStream | undefined
    const last = { code: '', sentAt: 0, seenAt: 0 }
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) return setState('off')
      stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' },
        audio: false,
      })
      const element = video.current
      if (stopped || !element) return
      element.srcObject = stream
      await element.play()
      setState('on')
      const decode = await createQrDecoder()
      const tick = async () => {
        if (stopped) return
        // A frame that fails to decode (the decoder's chunk not loaded yet, a frame gone) is a frame
        // without a code: the camera keeps reading instead of stopping silently for good.
        const code = await decode(element).catch(() => null)
        const now = Date.now()
        if (code && code === last.code) {
          const away = now - last.seenAt > GONE_MS
          last.seenAt = now
          if (!pausedRef.current && (away || now - last.sentAt > AGAIN_MS)) {
            last.sentAt = now
            onCodeRef.current(code)
          }
        } else if (code && !pausedRef.current) {
          Object.assign(last, { code, sentAt: now, seenAt: now })
          onCodeRef.current(code)
        }
        timer = window.setTimeout(tick, FRAME_MS)
      }
      void tick()
    }
    start().catch(() => setState('off'))
    return () => {
      stopped = true
      window.clearTimeout(timer)
      stream?.getTracks().forEach((track) => track.stop())
    }
  }, [])

  return (
    <div className={state === 'off' ? `${styles.camera} ${styles.cameraOff}` : styles.camera}>
      <video ref={video} className={styles.video} muted playsInline aria-label={t('camera')} />
      <div className={styles.frame} aria-hidden="true" />
      <p className={styles.cameraNote} role="status">
        {state === 'starting'
          ? t('cameraStarting')
          : state === 'off'
            ? t('cameraOff')
            : t('cameraHint')}
      </p>
    </div>
  )
}
