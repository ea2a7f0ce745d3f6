import Image from 'next/image'

import styles from './Directory.module.css'

type Props = {
  src: string | null
  alt: string
  placeholder: string
  sizes: string
  priority?: boolean
}

/** A profile's uploaded photo (through next/image), or a labelled placeholder. */
export function ProfilePhoto({ src, alt, placeholder, sizes, priority }: Props) {
  if (!src) {
    return (
      <div className={styles.placeholder} role="img" aria-label={placeholder}>
        <span aria-hidden="true">♪</span>
      </div>
    )
  }
  return (
    <div className={styles.frame}>
      <Image src={src} alt={alt} fill sizes={sizes} priority={priority} className={styles.image} />
    </div>
  )
}
