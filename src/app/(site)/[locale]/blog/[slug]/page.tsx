import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { BlogPostingJsonLd } from '@/components/blog/post/BlogPostingJsonLd'
import { PostHeader } from '@/components/blog/post/PostHeader'
import { RelatedPosts } from '@/components/blog/post/RelatedPosts'
import { ShareBlock } from '@/components/blog/post/ShareBlock'
import { CommentsSection } from '@/components/comments/CommentsSection.client'
import { ClientMessages } from '@/components/i18n/ClientMessages'
import { getPathname } from '@/i18n/navigation'
import { pageMetadata } from '@/lib/seo/pageMetadata'
import { siteUrl } from '@/lib/seo/siteUrl'
import { findPostForPage, listPrerenderedSlugs, listPublicRelatedPosts } from '@/server/blog'

import styles from './page.module.css'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale; slug: string }> }

/*
 * Incremental static regeneration: the newest posts are rendered at build, others on their first
 * visit, then served from the cache. The page carries the cache tags of what it read (the post,
 * the related posts), which the post and comment hooks expire once a change commits, so a new
 * post, an edit or an approved comment shows at once; the hour is only a ceiling for changes
 * made outside the app (seed script, direct SQL).
 */
export const revalidate = 3600
export const dynamicParams = true

export async function generateStaticParams(): Promise<{ slug: string }[]> {
  try {
    return (await listPrerenderedSlugs()).map((slug) => ({ slug }))
  } catch (error) {
    // A build without a database still succeeds: every post then renders on its first visit.
    console.warn('[blog] no posts pre-rendered:', error instanceof Error ? error.message : error)
    return []
  }
}

const postHref = (slug: string) => ({ pathname: '/blog/[slug]' as const, params: { slug } })

/** The post, or the segment's not-found page (HTTP 404). */
async function loadPost(slug: string, locale: Locale) {
  return (await findPostForPage(slug, locale)) ?? notFound()
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  const post = await loadPost(slug, locale)
  return pageMetadata({
    locale,
    href: postHref(slug),
    title: post.title,
    description: post.excerpt ?? post.title,
    type: 'article',
    image: post.coverImage ? { url: post.coverImage, alt: post.title } : undefined,
  })
}

export default async function BlogPostPage({ params }: Props) {
  const { locale, slug } = await params
  setRequestLocale(locale)
  const post = await loadPost(slug, locale)
  const related = await listPublicRelatedPosts(post.category, post._id, locale).catch(() => [])
  const t = await getTranslations('BlogPost')
  const url = `${siteUrl()}${getPathname({ locale, href: postHref(slug) })}`

  return (
    <ClientMessages namespaces={['Comments', 'Share', 'Dates']}>
      <article className={styles.post}>
        <BlogPostingJsonLd post={post} url={url} locale={locale} />
        {post.status === 'draft' && (
          <p className="alert" role="status">
            {t('draftPreview')}{' '}
            {/* A plain link: the exit route is Payload's side of the app, outside the locale routing. */}
            <a
              href={`/cms-preview/exit?path=${encodeURIComponent(getPathname({ locale, href: postHref(slug) }))}`}
            >
              {t('exitPreview')}
            </a>
          </p>
        )}
        <PostHeader post={post} />
        <div
          className={`prose ${styles.body}`}
          // Sanitised by the domain layer (postContentHtml -> lexicalToHtml -> sanitizePostHtml),
          // for the published and the preview read alike, before it ever reaches a page.
          dangerouslySetInnerHTML={{ __html: post.content }}
        />
        <ShareBlock url={url} title={post.title} />
        <CommentsSection key={post._id} postId={post._id} initialComments={post.comments} />
        <RelatedPosts posts={related} />
      </article>
    </ClientMessages>
  )
}
