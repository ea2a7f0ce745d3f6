import path from 'node:path'
import type { Payload } from 'payload'

import type { Artist } from '../src/payload-types'

const IMAGES = path.resolve(process.cwd(), 'public', 'images', 'discover')

/** Two artists' press kits: players, a small gallery, set length, fee range and an input list. */
const PRESS_KITS: Record<string, Partial<Artist> & { galleryFiles: string[] }> = {
  'deniz-yildiz': {
    media: [
      { url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', provider: 'youtube' },
      { url: 'https://soundcloud.com/sahne-demo/deniz-yildiz-canli', provider: 'soundcloud' },
    ],
    setLengthMinutes: 75,
    feeRange: { min: 800_000, max: 1_500_000 },
    rider: {
      inputs: [
        { channel: 1, source: 'Vokal', note: 'SM58, kendi mikrofonum' },
        { channel: 2, source: 'Akustik gitar (DI)', note: null },
        { channel: 3, source: 'Kaval', note: 'Kondansatör mikrofon' },
      ],
    },
    galleryFiles: ['saxophonist.webp', 'venue-stage.webp'],
  },
  'kuzey-caz-dortlusu': {
    media: [{ url: 'https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy', provider: 'spotify' }],
    setLengthMinutes: 120,
    feeRange: { min: 2_000_000, max: 3_500_000 },
    rider: {
      inputs: [
        { channel: 1, source: 'Kontrbas (DI)', note: null },
        { channel: 2, source: 'Piyano L', note: 'Kuyruklu piyano tercih edilir' },
        { channel: 3, source: 'Piyano R', note: null },
        { channel: 4, source: 'Saksafon', note: 'MD421' },
        { channel: 5, source: 'Davul overhead', note: 'Stereo çift' },
      ],
    },
    galleryFiles: ['saxophonist.webp', 'rock-vocalist.webp', 'venue-stage.webp'],
  },
}

/** Fills the two artists' press kits unless they already have one; returns how many it filled. */
export async function seedPressKits(payload: Payload): Promise<number> {
  let filled = 0
  for (const [slug, { galleryFiles, ...kit }] of Object.entries(PRESS_KITS)) {
    const { docs } = await payload.find({
      collection: 'artists',
      where: { slug: { equals: slug } },
      limit: 1,
      depth: 0,
    })
    const artist = docs[0]
    if (!artist || artist.media?.length) continue
    const gallery = []
    for (const file of galleryFiles) {
      const photo = await payload.create({
        collection: 'photos',
        data: { owner: artist.user as number, alt: artist.name ?? '' },
        filePath: path.join(IMAGES, file),
      })
      gallery.push({ photo: photo.id })
    }
    await payload.update({ collection: 'artists', id: artist.id, data: { ...kit, gallery } })
    filled++
  }
  return filled
}
