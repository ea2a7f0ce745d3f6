import type { Payload } from 'payload'

import type { Comment, Post } from '../../src/payload-types'
import { htmlToLexical } from '../../src/server/blog/richText/htmlToLexical'
import { cleanupPosts } from './posts'
import { as, cleanupUsers, seedUsers, type TestUsers } from './users'

/** A word only the paging posts hold, to page through them alone. */
export const PAGE_TOKEN = 'zqxsayfa'

export type PublicBlog = {
  users: TestUsers
  posts: Post[]
  /** Featured, both languages, hostile HTML, an author, comments. */
  festival: Post
  /** Turkish only, upper-case title, no author. */
  nights: Post
  draft: Post
}

type Localized = { title: string; excerpt?: string; html?: string }
type PostSpec = {
  tr: Localized
  en?: Localized
  category?: Post['category']
  featured?: boolean
  status?: 'draft' | 'published'
  publishedAt?: string
  author?: number
  coverImageUrl?: string
}

async function makePost(payload: Payload, posts: Post[], spec: PostSpec): Promise<Post> {
  const status = spec.status ?? 'published'
  const localized = async (text: Localized) => ({
    title: text.title,
    excerpt: text.excerpt,
    content: await htmlToLexical(payload, text.html ?? `<p>${text.title}</p>`),
  })
  const post = await payload.create({
    collection: 'posts',
    locale: 'tr',
    draft: status === 'draft',
    data: {
      ...(await localized(spec.tr)),
      _status: status,
      category: spec.category ?? 'music-events',
      featured: spec.featured ?? false,
      publishedAt: spec.publishedAt,
      author: spec.author,
      coverImageUrl: spec.coverImageUrl,
    },
  })
  if (spec.en)
    await payload.update({
      collection: 'posts',
      id: post.id,
      locale: 'en',
      draft: status === 'draft',
      data: { ...(await localized(spec.en)), _status: status },
    })
  posts.push(post)
  return post
}

/** Comment data as a client sends it: the collection decides the status. */
const commentInput = (data: Partial<Omit<Comment, 'id'>> & Pick<Comment, 'post' | 'text'>) =>
  data as Omit<Comment, 'id' | 'createdAt' | 'updatedAt'>

/** The public blog tests' posts and comments (api.blogs.*.int.spec.ts). */
export async function seedPublicBlog(payload: Payload): Promise<PublicBlog> {
  const users = await seedUsers(payload)
  const posts: Post[] = []
  const make = (spec: PostSpec) => makePost(payload, posts, spec)
  const festival = await make({
    tr: {
      title: "Müzik Festivali İstanbul'da",
      excerpt: 'Yaz festivalinin özeti.',
      // Lexical drops the script and refuses a bare <img>; markup typed as text must stay text.
      html:
        '<p>Güvenli metin</p><script>alert(1)</script>' +
        '<p><a href="javascript:alert(1)">tıkla</a> &lt;img src=x onerror=alert(1)&gt;</p>',
    },
    en: { title: 'Music festival in Istanbul', excerpt: 'A summer festival summary.' },
    featured: true,
    publishedAt: '2030-01-05T10:00:00.000Z',
    author: users.artist.id,
    coverImageUrl: '/images/covers/music-events.svg',
  })
  const nights = await make({
    tr: { title: 'İSTANBUL GECELERİ', excerpt: 'Gece kulüpleri üzerine.' },
    category: 'music-venues',
    publishedAt: '2030-01-04T10:00:00.000Z',
  })
  const draft = await make({
    tr: { title: 'Taslak Müzik İstanbul zqxtaslak' },
    status: 'draft',
    featured: true,
  })
  for (let n = 1; n <= 12; n++)
    await make({
      tr: { title: `Sayfa yazısı ${n} ${PAGE_TOKEN}` },
      category: 'musician-guides',
      publishedAt: new Date(Date.UTC(2029, 0, n)).toISOString(),
    })

  const visitor = await payload.create({
    collection: 'comments',
    data: {
      post: festival.id,
      text: 'Ziyaretçi yorumu',
      authorName: 'Ayşe',
      authorEmail: 'ayse@example.com',
      status: 'approved',
    },
  })
  // A member's reply, then approved by a moderator (a new account's first comment waits).
  const memberReply = await payload.create({
    collection: 'comments',
    data: commentInput({ post: festival.id, parentComment: visitor.id, text: 'Üye yanıtı' }),
    ...as(users.artist),
  })
  await payload.update({ collection: 'comments', id: memberReply.id, data: { status: 'approved' } })
  const pending = await payload.create({
    collection: 'comments',
    data: commentInput({
      post: festival.id,
      text: 'Bekleyen yorum',
      authorName: 'Mehmet',
      authorEmail: 'mehmet@example.com',
    }),
    ...as(null),
  })
  await payload.create({
    collection: 'comments',
    data: commentInput({ post: festival.id, parentComment: pending.id, text: 'Görünmeyen yanıt' }),
    ...as(users.organizer),
  })
  return { users, posts, festival, nights, draft }
}

export async function cleanupPublicBlog(payload: Payload, blog: PublicBlog) {
  await cleanupPosts(payload, blog.posts)
  await cleanupUsers(payload, blog.users)
}
