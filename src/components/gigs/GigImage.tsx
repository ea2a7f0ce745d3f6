import Image from 'next/image'

import styles from './Gigs.module.css'

type Props = {
  src: string | null
  alt: string
  placeholder: string
  sizes: string
  priority?: boolean
}

/**
 * A gig's picture, or a labelled placeholder. Site files and uploads go through next/image's
 * optimizer; an admin's external image URL is shown as is (its host is not on the allow list).
 */
export function GigImage({ src, alt, placeholder, sizes, priority }: Props) {
  if (!src) {
    return (
      <div className={styles.placeholder} role="img" aria-label={placeholder}>
        <span aria-hidden="true">♪</span>
      </div>
    )
  }
  return (
    <div className={styles.frame}>
      <Image
        src={src}
        alt={alt}
        fill
        sizes={sizes}
        priority={priority}
        unoptimized={!src.startsWith('/')}
        className={styles.image}
      />
    </div>
  )
}
