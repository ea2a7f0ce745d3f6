'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import type { MediaEmbed } from '@/lib/market/mediaEmbed'

import styles from './PressKit.module.css'

const PlayIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path fill="currentColor" d="M8 5v14l11-7z" />
  </svg>
)

/**
 * A player that loads only on a click: until then nothing is requested from the provider (no
 * frame, no thumbnail), so a visit alone tells YouTube, Spotify or SoundCloud nothing.
 */
export function MediaPreview({ media, title }: { media: MediaEmbed; title: string }) {
  const t = useTranslations('PressKit')
  const [loaded, setLoaded] = useState(false)
  const provider = t(`providers.${media.provider}`)
  if (loaded)
    return (
      <div className={styles.player}>
        <iframe
          src={media.embedUrl}
          title={`${title} – ${provider}`}
          className={media.provider === 'youtube' ? styles.video : styles.audio}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    )
  return (
    <div className={styles.player}>
      <button
        type="button"
        className={`button ${styles.playButton}`}
        onClick={() => setLoaded(true)}
      >
        <PlayIcon />
        {t('play', { provider })}
      </button>
      <p className={styles.hint}>{t('loadsFrom', { provider })}</p>
    </div>
  )
}
