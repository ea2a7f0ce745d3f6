import type { PublicPost } from '@/server/blog'
import { siteUrl } from '@/lib/seo/siteUrl'

// A preview's post may be a draft; nothing here depends on the status.
type Props = { post: Omit<PublicPost, 'status'>; url: string; locale: string }

/** schema.org BlogPosting, so search engines know the headline, dates, author and image. */
export function BlogPostingJsonLd({ post, url, locale }: Props) {
  const origin = siteUrl()
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt ?? undefined,
    image: post.coverImage ? new URL(post.coverImage, origin).toString() : undefined,
    datePublished: post.publishedAt ?? undefined,
    dateModified: post.updatedAt,
    inLanguage: locale,
    articleSection: post.category ?? undefined,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    author: post.author.fullname ? { '@type': 'Person', name: post.author.fullname } : undefined,
    publisher: { '@type': 'Organization', name: 'Sahne', url: origin },
  }
  // `<` escaped so a title can never close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}
