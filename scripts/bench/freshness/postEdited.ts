import { type Client, dataOf } from './client'
import type { Scenario } from './scenario'

/** A draft post published in the first round, its title edited in each after: page and list. */
export async function postEdited(admin: Client): Promise<Scenario> {
  const title = `Bench freshness ${Date.now()}`
  const { _id: id, slug } = await dataOf<{ _id: number; slug: string }>(
    admin('POST', '/api/blogs', {
      ...{ title_en: title, title_tr: `${title} TR`, category: 'music-events', status: 'draft' },
      ...{
        summary_en: 'Bench.',
        summary_tr: 'Bench.',
        content_en: '<p>B</p>',
        content_tr: '<p>B</p>',
      },
    }),
    'a draft post',
  )
  return {
    name: 'a post published, then edited',
    round: async (n) => {
      const newTitle = `${title} #${n}`
      return {
        paths: [`/en/blog/${slug}`, '/en/blog'],
        expect: newTitle,
        write: async () => {
          const data = await dataOf<object>(admin('GET', `/api/blogs/admin/${id}`), 'the post')
          const edit = { ...data, title_en: newTitle, status: 'published' }
          await dataOf(admin('PUT', `/api/blogs/admin/${id}`, edit), 'the edit')
        },
      }
    },
    cleanup: async () => void (await admin('DELETE', `/api/blogs/${id}`)),
  }
}
