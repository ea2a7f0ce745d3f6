import { type Client, dataOf } from './client'
import type { Scenario } from './scenario'

/** The seeded artist's English bio saved: the artist's page and API answer show it. */
export async function profileSaved(artist: Client): Promise<Scenario> {
  const before = await dataOf<{ slug: string; bio_en?: string | null }>(
    artist('GET', '/api/profile'),
    "the artist's profile",
  )
  const stamp = Date.now()
  return {
    name: 'a profile saved',
    round: async (n) => {
      const bio = `Bench bio ${stamp} #${n}`
      return {
        paths: [`/en/artists/${before.slug}`, `/api/artists/${before.slug}`],
        expect: bio,
        write: async () =>
          void (await dataOf(artist('PUT', '/api/profile', { bio_en: bio }), 'save')),
      }
    },
    cleanup: async () =>
      void (await artist('PUT', '/api/profile', { bio_en: before.bio_en ?? null })),
  }
}
