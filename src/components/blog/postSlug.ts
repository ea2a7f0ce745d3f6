import { slugify } from '@/lib/slugify'

/** The spec's rule for a post without a slug: the slug is built from its title. */
export const postSlug = (post: { slug: string | null; title: string }): string =>
  post.slug || slugify(post.title)
