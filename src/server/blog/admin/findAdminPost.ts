import 'server-only'

import type { Payload } from 'payload'

import type { User } from '../../../payload-types'
import { postContentHtml } from '../richText/postContentHtml'
import { toAdminPost, type AdminPost } from './toAdminPost'

/**
 * A post as admins edit it: its latest version (draft included), both languages unmerged; null
 * when there is no such post.
 */
export async function findAdminPost(
  payload: Payload,
  user: User,
  id: number,
): Promise<AdminPost | null> {
  const common = {
    collection: 'posts',
    id,
    draft: true,
    fallbackLocale: false,
    overrideAccess: false,
    user,
    disableErrors: true,
  } as const
  const [tr, en] = await Promise.all([
    // The cover's url is computed from its filename: without it Payload answers url null.
    payload.findByID({
      ...common,
      locale: 'tr',
      depth: 1,
      populate: { media: { url: true, filename: true } },
    }),
    payload.findByID({
      ...common,
      locale: 'en',
      depth: 0,
      select: { title: true, excerpt: true, content: true },
    }),
  ])
  if (!tr || !en) return null
  const [trHtml, enHtml] = await Promise.all([
    postContentHtml(payload, tr.content, 'tr'),
    postContentHtml(payload, en.content, 'en'),
  ])
  return toAdminPost(tr, en, { tr: trHtml, en: enHtml }, payload.config.serverURL)
}
