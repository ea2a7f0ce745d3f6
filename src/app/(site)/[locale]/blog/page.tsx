import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { parseBlogListParams } from '@/components/blog/blogListParams'
import { ClientMessages } from '@/components/i18n/ClientMessages'

import { BlogListBody } from './BlogListBody'
import { blogListMetadata } from './listMetadata'
import type { Locale } from '@/i18n/locales'

type SearchParams = Record<string, string | string[] | undefined>
type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> }

/*
 * `/blog` with a query the locale rewrites do not send to a static page (src/i18n/localeRoutes.ts):
 * a search with `/`, `%` or `.`, a page number that is not one. Rendered per request; lists and
 * searches otherwise come from blog-list/[category]/[page] and blog-search/[search]/[page].
 */
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params
  return blogListMetadata(locale, parseBlogListParams(await searchParams))
}

export default async function BlogListPage({ params, searchParams }: Props) {
  const { locale } = await params
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
      <BlogListBody locale={locale} list={parseBlogListParams(await searchParams)} />
    </ClientMessages>
  )
}
