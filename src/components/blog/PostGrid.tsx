import type { PublicPostSummary } from '@/server/blog'

import { BlogCard } from './BlogCard'
import styles from './PostGrid.module.css'

/** Cards in three columns on desktop, two on tablets, one on phones. */
export function PostGrid({
  posts,
  eager = false,
}: {
  posts: PublicPostSummary[]
  eager?: boolean
}) {
  return (
    <ul className={styles.grid}>
      {posts.map((post, index) => (
        <li key={post._id}>
          <BlogCard post={post} priority={eager && index < 3} />
        </li>
      ))}
    </ul>
  )
}
