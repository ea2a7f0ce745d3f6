import 'server-only'

import sharp from 'sharp'

import { fail, type Failure } from '../../platform'

/** Large enough for a profile page and a retina card, small enough to serve quickly. */
const MAX_EDGE = 2000

/**
 * The photo re-encoded as WebP: turned upright by its EXIF orientation, then written without any
 * metadata (sharp keeps none unless asked), so GPS positions and camera details go.
 */
export async function reencodePhoto(bytes: Buffer): Promise<Buffer | Failure<'invalid'>> {
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer()
  } catch {
    return fail('invalid', 'ProfileApi.photo.unreadable')
  }
}
