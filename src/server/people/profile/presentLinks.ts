import 'server-only'

import { LINK_KINDS, type LinkKind } from '@/lib/market/profileLinks'
import type { Artist } from '../../../payload-types'

/** A profile's links as the public sees them: kind to address. */
export type PresentLinks = Partial<Record<LinkKind, string>>

/** Only the links that are set. */
export const presentLinks = (links: Artist['links']): PresentLinks =>
  Object.fromEntries(LINK_KINDS.flatMap((kind) => (links?.[kind] ? [[kind, links[kind]]] : [])))
