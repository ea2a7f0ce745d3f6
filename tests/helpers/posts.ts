import type { Payload } from 'payload'

import type { Post } from '../../src/payload-types'
import { htmlToLexical } from '../../src/server/blog/richText/htmlToLexical'

type PostInput = { title: string; html?: string; status?: 'draft' | 'published'; slug?: string }

/** A post in Turkish, created with full access (tests then read it as different users). */
export async function createPost(payload: Payload, input: PostInput): Promise<Post> {
  const status = input.status ?? 'published'
  return payload.create({
    collection: 'posts',
    locale: 'tr',
    draft: status === 'draft',
    data: {
      title: input.title,
      slug: input.slug,
      category: 'music-events',
      _status: status,
      content: await htmlToLexical(payload, input.html ?? '<p>Kısa bir yazı.</p>'),
    },
  })
}

export async function cleanupPosts(payload: Payload, posts: Post[]): Promise<void> {
  if (posts.length === 0) return
  const ids = posts.map((p) => p.id)
  await payload.delete({ collection: 'comments', where: { post: { in: ids } } })
  await payload.delete({ collection: 'posts', where: { id: { in: ids } } })
}
