import 'server-only'

import { JSDOM } from 'jsdom'
import type { Payload } from 'payload'

import { uploadPath } from '@/lib/uploadPath'

import { fail, type Failure } from '../../platform'

/**
 * Where media files are served: the site's route (`url` since files moved there) and Payload's
 * own file route, which HTML written before may still name.
 */
const MEDIA_FILE_PATHS = [uploadPath('media', ''), '/cms-api/media/file/']

/** The media file name an `<img src>` points to, when it is one of this site's media files. */
export function mediaFilename(src: string, serverUrl: string): string | null {
  const base = serverUrl || 'http://localhost'
  let url: URL
  try {
    url = new URL(src, base)
  } catch {
    return null
  }
  const sameSite = src.startsWith('/') ? !src.startsWith('//') : url.origin === new URL(base).origin
  const prefix = MEDIA_FILE_PATHS.find((path) => url.pathname.startsWith(path))
  if (!sameSite || !prefix) return null
  let name: string
  try {
    name = decodeURIComponent(url.pathname.slice(prefix.length))
  } catch {
    return null
  }
  return name && !name.includes('/') ? name : null
}

/** The refusal of an image that is not one of the media library's files. */
const notInMediaLibrary = (src: string) =>
  fail('invalid', 'BlogApi.imageNotInLibrary', { values: { src } })

/** Media ids by file name (the original or one of its resized versions). */
async function mediaIdsByFilename(payload: Payload, names: string[]) {
  const { docs } = await payload.find({
    collection: 'media',
    where: {
      or: [
        { filename: { in: names } },
        { 'sizes.card.filename': { in: names } },
        { 'sizes.cover.filename': { in: names } },
      ],
    },
    select: { filename: true, sizes: true },
    depth: 0,
    // Media are public to read: a visitor's access is all this lookup needs, whoever asks.
    overrideAccess: false,
    user: null,
    limit: names.length * 3,
    pagination: false,
  })
  const ids = new Map<string, number>()
  for (const doc of docs)
    for (const name of [doc.filename, doc.sizes?.card?.filename, doc.sizes?.cover?.filename])
      if (name) ids.set(name, doc.id)
  return ids
}

/**
 * Lexical stores an image only as an upload of a Media document. Each `<img>` of our media files
 * gets the attributes Payload's HTML import turns into that upload; an `<img>` without a source
 * is dropped (nothing to show); any other image is refused (invalid), never silently lost.
 * Runs after sanitising, so callers cannot smuggle in upload ids of their own.
 */
export async function markMediaImages(
  payload: Payload,
  html: string,
): Promise<string | Failure<'invalid'>> {
  if (!/<img/i.test(html)) return html
  const { document } = new JSDOM(`<body>${html}</body>`).window
  const images = [...document.querySelectorAll('img')]
  const serverUrl = payload.config.serverURL
  const names = images.map((img) => mediaFilename(img.getAttribute('src') ?? '', serverUrl))
  const ids = names.some(Boolean)
    ? await mediaIdsByFilename(payload, [...new Set(names.filter((n) => n !== null))])
    : new Map<string, number>()
  for (const [index, img] of images.entries()) {
    const src = img.getAttribute('src')?.trim()
    if (!src) {
      img.remove()
      continue
    }
    const id = names[index] ? ids.get(names[index]) : undefined
    if (id === undefined) return notInMediaLibrary(src)
    img.setAttribute('data-lexical-upload-id', String(id))
    img.setAttribute('data-lexical-upload-relation-to', 'media')
  }
  return document.body.innerHTML
}
