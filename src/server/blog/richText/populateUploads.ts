import 'server-only'

import type { Payload } from 'payload'

import type { UploadedImage } from './htmlConverters'
import { findNodes, isLexicalState, mapNodes, type LexicalState } from './lexicalTree'
import type { Locale } from '../../../i18n/locales'

const uploadId = (value: unknown): number | null => {
  const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
  const number = typeof id === 'string' ? Number(id) : id
  return typeof number === 'number' && Number.isInteger(number) ? number : null
}

/**
 * Loads the Media documents the state's image uploads point to (one query, whatever depth the post
 * was read with) so the HTML converter can write their `<img src alt>`; alt text in `locale`.
 */
export async function populateUploads(
  payload: Payload,
  state: unknown,
  locale: Locale,
): Promise<unknown> {
  if (!isLexicalState(state)) return state
  const uploads = findNodes(state.root, 'upload').filter((node) => node.relationTo === 'media')
  const ids = [...new Set(uploads.map((node) => uploadId(node.value)).filter((id) => id !== null))]
  if (ids.length === 0) return state
  const { docs } = await payload.find({
    collection: 'media',
    where: { id: { in: ids } },
    // `url` is computed from the file name, so that is read too.
    select: { filename: true, url: true, alt: true },
    locale,
    depth: 0,
    // Media are public to read: a visitor's access is all this lookup needs, whoever asks.
    overrideAccess: false,
    user: null,
    limit: ids.length,
    pagination: false,
  })
  const media = new Map<number, UploadedImage>(docs.map((doc) => [doc.id, doc]))
  const root = mapNodes(state.root, (node) => {
    if (node.type !== 'upload' || node.relationTo !== 'media') return node
    const id = uploadId(node.value)
    return { ...node, value: (id !== null && media.get(id)) || null }
  })
  return { ...state, root } satisfies LexicalState
}
