import { type Client, dataOf } from './client'
import type { Scenario } from './scenario'

/**
 * A visitor's comment on a published post, approved by an admin in Payload's panel API (where
 * moderators approve): the post's page shows it.
 */
export async function commentApproved(admin: Client, a: string, token: string): Promise<Scenario> {
  const stamp = Date.now()
  const { _id: postId, slug } = await dataOf<{ _id: number; slug: string }>(
    admin('POST', '/api/blogs', {
      ...{ title_en: `Bench comments ${stamp}`, title_tr: `Bench yorum ${stamp}` },
      ...{ category: 'music-events', status: 'published', summary_en: 'B.', summary_tr: 'B.' },
      ...{ content_en: '<p>B</p>', content_tr: '<p>B</p>' },
    }),
    'a post to comment on',
  )
  return {
    name: 'a comment approved',
    round: async (n) => {
      const text = `Bench comment ${stamp} number ${n}`
      const comment = await dataOf<{ _id?: number; id?: number }>(
        fetch(new URL('/api/comments', a), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            ...{ blogPost: postId, parentComment: null, text },
            ...{ authorName: 'Bench Visitor', authorEmail: 'bench@example.com' },
          }),
        }),
        'a visitor comment',
      )
      const id = comment._id ?? comment.id
      return {
        paths: [`/en/blog/${slug}`],
        expect: text,
        write: async () => {
          const approved = await fetch(new URL(`/cms-api/comments/${id}`, a), {
            method: 'PATCH',
            headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ status: 'approved' }),
          })
          if (!approved.ok) throw new Error(`approving comment ${id}: ${approved.status}`)
        },
      }
    },
    cleanup: async () => void (await admin('DELETE', `/api/blogs/${postId}`)),
  }
}
