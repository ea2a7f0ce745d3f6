import Image from 'next/image'

import styles from './PostCover.module.css'

type Props = { src: string | null; sizes: string; priority?: boolean }

/**
 * A post's cover at 16:9 (decorative: the title beside it says what the post is), or a quiet
 * placeholder when the post has none. Covers are local files (/images/..., /api/media/...).
 */
export function PostCover({ src, sizes, priority = false }: Props) {
  return (
    <div className={styles.frame}>
      {src ? (
        <Image
          src={src}
          alt=""
          fill
          sizes={sizes}
          priority={priority}
          // An admin may give any http(s) image URL; only our own files go through the optimiser.
          unoptimized={!src.startsWith('/')}
          className={styles.image}
        />
      ) : (
        <div className={styles.placeholder} />
      )}
    </div>
  )
}
