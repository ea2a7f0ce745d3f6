import type { APIRequestContext } from '@playwright/test'

/** Seeded posts the blog tests read (seed/fixtures/posts.ts). */
export const FIRST_GIG = {
  slug: 'how-to-book-your-first-gig',
  en: 'How to Book Your First Gig',
  tr: 'İlk Konserinizi Nasıl Ayarlarsınız?',
  category: 'musician-guides',
}

export const VINYL = {
  en: 'Pressing Your Songs on Vinyl: A Guide for Independent Artists',
  tr: 'Şarkılarınızı Plağa Basmak: Bağımsız Sanatçılar İçin Vinil Rehberi',
}

/** Creates a published post through the admin API and returns its id and slug. */
export async function createPublishedPost(
  request: APIRequestContext,
  token: string,
  title: string,
) {
  const response = await request.post('/api/blogs', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title_en: title,
      title_tr: `${title} TR`,
      summary_en: 'A post made by the end-to-end tests.',
      summary_tr: 'Uçtan uca testlerin yazdığı bir yazı.',
      content_en: '<p>Written by a test, deleted by a test.</p>',
      content_tr: '<p>Bir test yazdı, bir test silecek.</p>',
      category: 'music-events',
      status: 'published',
      isFeatured: false,
    },
  })
  if (!response.ok()) throw new Error(`Creating a post failed: ${response.status()}`)
  const { data } = (await response.json()) as { data: { _id: number; slug: string } }
  return { id: data._id, slug: data.slug }
}
