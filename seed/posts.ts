import type { Payload } from 'payload'

import type { Post, User } from '../src/payload-types'
import { htmlToLexical } from '../src/server/blog'
import type { CommentFixture, PostFixture } from './fixtures/posts'
import { DAY_MS } from '../src/lib/durations'

/** Creates the post with both languages (and its comments) unless a post with its slug exists. */
export async function upsertPost(
  payload: Payload,
  fixture: PostFixture,
  author: User,
): Promise<'created' | 'kept'> {
  const existing = await payload.find({
    collection: 'posts',
    where: { slug: { equals: fixture.slug } },
    limit: 1,
    depth: 0,
    draft: true,
  })
  if (existing.docs[0]) return 'kept'

  const _status = fixture.status
  const publishedAt =
    _status === 'published'
      ? new Date(Date.now() - fixture.publishedDaysAgo * DAY_MS).toISOString()
      : null
  const post = await payload.create({
    collection: 'posts',
    locale: 'tr',
    draft: _status === 'draft',
    data: {
      _status,
      slug: fixture.slug,
      category: fixture.category,
      featured: fixture.featured,
      coverImageUrl: fixture.coverImageUrl,
      author: author.id,
      publishedAt,
      title: fixture.tr.title,
      excerpt: fixture.tr.excerpt,
      content: await htmlToLexical(payload, fixture.tr.html),
    },
  })
  await payload.update({
    collection: 'posts',
    id: post.id,
    locale: 'en',
    draft: _status === 'draft',
    data: {
      _status,
      title: fixture.en.title,
      excerpt: fixture.en.excerpt,
      content: await htmlToLexical(payload, fixture.en.html),
    },
  })
  await createComments(payload, post, fixture.comments ?? [])
  return 'created'
}

/** Comments in fixture order, so a reply's parent always exists before it. */
async function createComments(payload: Payload, post: Post, comments: CommentFixture[]) {
  const ids = new Map<string, number>()
  for (const comment of comments) {
    const parentComment = comment.replyTo ? ids.get(comment.replyTo) : undefined
    if (comment.replyTo && !parentComment)
      throw new Error(`Seed comment ${comment.key} replies to an unknown comment`)
    const created = await payload.create({
      collection: 'comments',
      data: {
        post: post.id,
        parentComment: parentComment ?? null,
        text: comment.text,
        authorName: comment.authorName,
        authorEmail: comment.authorEmail,
        status: comment.status,
      },
    })
    ids.set(comment.key, created.id)
  }
}
