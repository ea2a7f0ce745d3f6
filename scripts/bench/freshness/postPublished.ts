import { type Client, dataOf } from './client'
import type { Scenario } from './scenario'

/**
 * A new draft each round (a 404 the caches hold before the write), then published: its page and
 * the blog's list show it.
 */
export function postPublished(admin: Client): Scenario {
  const ids: number[] = []
  const stamp = Date.now()
  return {
    name: 'a draft published',
    round: async (n) => {
      const title = `Bench published ${stamp} #${n}`
      const { _id: id, slug } = await dataOf<{ _id: number; slug: string }>(
        admin('POST', '/api/blogs', {
          ...{ title_en: title, title_tr: `${title} TR`, category: 'music-events' },
          ...{ status: 'draft', summary_en: 'B.', summary_tr: 'B.' },
          ...{ content_en: '<p>B</p>', content_tr: '<p>B</p>' },
        }),
        'a draft post',
      )
      ids.push(id)
      return {
        paths: [`/en/blog/${slug}`, '/en/blog'],
        expect: title,
        write: async () => {
          const data = await dataOf<object>(admin('GET', `/api/blogs/admin/${id}`), 'the draft')
          await dataOf(
            admin('PUT', `/api/blogs/admin/${id}`, { ...data, status: 'published' }),
            'publishing',
          )
        },
      }
    },
    cleanup: async () => {
      for (const id of ids) await admin('DELETE', `/api/blogs/${id}`)
    },
  }
}
