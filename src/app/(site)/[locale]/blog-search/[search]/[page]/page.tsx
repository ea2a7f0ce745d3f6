import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { BlogListBody } from '@/app/(site)/[locale]/blog/BlogListBody'
import { blogListMetadata } from '@/app/(site)/[locale]/blog/listMetadata'
import { parseBlogListParams, type BlogListParams } from '@/components/blog/blogListParams'
import { ClientMessages } from '@/components/i18n/ClientMessages'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale; search: string; page: string }> }

/*
 * `/blog?search=...&page=...` (and /en), as the locale rewrites send it: one page per language,
 * query and page number, rendered on the first visit and kept until a post change expires the
 * `posts` tag its read carries, like the lists without a search. Kept in Next's in-memory cache
 * only (`isrFlushToDisk: false`), so arbitrary queries cannot fill the disk. Queries the rewrite
 * does not take (with `/`, `%`, `.`...) reach the per-request `/blog` page, which reads them the
 * same way.
 */
export const revalidate = 3600
export const dynamicParams = true
export const generateStaticParams = () => []

/**
 * The search as typed: Next hands the segment over percent-encoded (`ku%C5%9F…`). The rewrite
 * never takes a search holding `%` itself, so every `%` here starts an escape.
 */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    notFound()
  }
}

async function listOf(props: Props): Promise<{ locale: Locale; list: BlogListParams }> {
  const { locale, search, page } = await props.params
  if (!/^[1-9][0-9]*$/.test(page)) notFound()
  return { locale, list: parseBlogListParams({ search: decodeSegment(search), page }) }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, list } = await listOf(props)
  return blogListMetadata(locale, list)
}

export default async function StaticBlogSearchPage(props: Props) {
  const { locale, list } = await listOf(props)
  setRequestLocale(locale)
  return (
    <ClientMessages
      namespaces={[
        'BlogList.createNewPost',
        'BlogList.searchButton',
        'BlogList.searchLabel',
        'BlogList.searchPlaceholder',
        'BlogCard',
        'Dates',
      ]}
    >
      <BlogListBody locale={locale} list={list} />
    </ClientMessages>
  )
}
