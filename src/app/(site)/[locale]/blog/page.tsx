import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { parseBlogListParams } from '@/components/blog/blogListParams'
import { ClientMessages } from '@/components/i18n/ClientMessages'
import type { Locale } from '@/i18n/routing'

import { BlogListBody } from './BlogListBody'
import { blogListMetadata } from './listMetadata'

type SearchParams = Record<string, string | string[] | undefined>
type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> }

/*
 * `/blog?search=...`, rendered per request. The proxy sends every list without a search to the
 * static blog-list/[category]/[page] route instead, so this page only meets other lists when the
 * proxy does not run.
 */
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params
  return blogListMetadata(locale, parseBlogListParams(await searchParams))
}

export default async function BlogListPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  return (
    <ClientMessages namespaces={['BlogList', 'BlogCard', 'Dates']}>
      <BlogListBody locale={locale} list={parseBlogListParams(await searchParams)} />
    </ClientMessages>
  )
}
