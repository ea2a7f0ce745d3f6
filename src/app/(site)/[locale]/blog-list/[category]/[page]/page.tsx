import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { BlogListBody } from '@/app/(site)/[locale]/blog/BlogListBody'
import { blogListMetadata } from '@/app/(site)/[locale]/blog/listMetadata'
import type { BlogListParams } from '@/components/blog/blogListParams'
import { ClientMessages } from '@/components/i18n/ClientMessages'
import { ALL_CATEGORIES } from '@/lib/blogListPath'
import { isBlogCategory } from '@/lib/categories'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale; category: string; page: string }> }

/*
 * `/blog`, `/blog?category=...&page=...` (and /en), as the proxy rewrites them: one static page per
 * category and page number, rendered on first visit and kept until a post change expires the
 * `posts` tag its reads carry (the hour is a ceiling for changes made outside the app).
 */
export const revalidate = 3600
export const dynamicParams = true
export const generateStaticParams = () => []

async function listOf(props: Props): Promise<{ locale: Locale; list: BlogListParams }> {
  const { locale, category, page } = await props.params
  const number = Number(page)
  if (!Number.isSafeInteger(number) || number < 1) notFound()
  if (category !== ALL_CATEGORIES && !isBlogCategory(category)) notFound()
  return {
    locale,
    list: { page: number, category: isBlogCategory(category) ? category : null, search: null },
  }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, list } = await listOf(props)
  return blogListMetadata(locale, list)
}

export default async function StaticBlogListPage(props: Props) {
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
