import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { blogListSearch, type BlogListParams } from '@/components/blog/blogListParams'
import { pageMetadata } from '@/lib/seo/pageMetadata'
import type { Locale } from '@/i18n/locales'

/**
 * Title and description per category, per search or the default. A category page (and every
 * page past the first) is its own canonical URL; search results are kept out of the index.
 */
export async function blogListMetadata(locale: Locale, params: BlogListParams): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'BlogList' })
  const categories = await getTranslations({ locale, namespace: 'BlogCategories' })
  const common = { locale, href: '/blog' as const, search: blogListSearch(params) }
  if (params.search) {
    const query = params.search
    return pageMetadata({
      ...common,
      title: t('searchMetaTitle', { query }),
      description: t('searchMetaDescription', { query }),
      noIndex: true,
    })
  }
  if (params.category) {
    const category = categories(params.category)
    return pageMetadata({
      ...common,
      title: t('categoryMetaTitle', { category }),
      description: t('categoryMetaDescription', { category }),
    })
  }
  return pageMetadata({ ...common, title: t('metaTitle'), description: t('metaDescription') })
}
