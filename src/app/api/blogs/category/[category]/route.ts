import { BLOG_CATEGORIES, isBlogCategory } from '@/lib/categories'
import { parseListQuery } from '@/server/blog'
import { listPublicCategoryPosts } from '@/server/blog'
import { ApiError } from '@/app/api/_http/ApiError'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { cacheableSuccess } from '@/app/api/_http/cacheableJson'

type Context = { params: Promise<{ category: string }> }

/** GET /api/blogs/category/{category}?page&limit&locale: published posts of one category. */
export const GET = apiRoute<Context>(async (request, { params }) => {
  const { category } = await params
  if (!isBlogCategory(category))
    throw new ApiError(
      400,
      'BlogApi.unknownCategory',
      {},
      {
        categories: BLOG_CATEGORIES.join(', '),
      },
    )
  const { data, pagination } = await listPublicCategoryPosts(category, parseListQuery(request))
  return cacheableSuccess(request, data, requestMessage(request, 'BlogApi.postsFetched'), {
    pagination,
  })
})

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
