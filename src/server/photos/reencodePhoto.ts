import 'server-only'

import sharp from 'sharp'

import { ApiError } from '../../app/api/_http/ApiError'

/** Large enough for a profile page and a retina card, small enough to serve quickly. */
const MAX_EDGE = 2000

/**
 * The photo re-encoded as WebP: turned upright by its EXIF orientation, then written without any
 * metadata (sharp keeps none unless asked), so GPS positions and camera details go.
 */
export async function reencodePhoto(bytes: Buffer): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer()
  } catch {
    throw new ApiError(400, 'ProfileApi.photo.unreadable')
  }
}
