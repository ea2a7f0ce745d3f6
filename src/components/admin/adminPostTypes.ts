import type { Pagination } from '@/lib/listQuery'

/** A row of GET /api/blogs/admin/all. */
export type AdminPostRow = {
  _id: number | string
  slug?: string
  title?: string
  status?: string
  publishedAt?: string | null
  updatedAt?: string
}

/** The spec's list answer: pagination nested, or total and pages beside data. */
export type AdminListAnswer = {
  success?: boolean
  message?: string
  data?: AdminPostRow[]
  pagination?: Partial<Pagination>
  total?: number
  pages?: number
}

export const ADMIN_PAGE_SIZE = 10
