import type { BlogCategory } from '@/lib/categories'

/** The admin create/edit form (SPEC 3, "Blog post, admin"), as sent to the API. */
export type PostFormValues = {
  title_en: string
  summary_en: string
  content_en: string
  title_tr: string
  summary_tr: string
  content_tr: string
  category: BlogCategory | ''
  imageUrl: string
  status: 'draft' | 'published'
  isFeatured: boolean
}

export const EMPTY_POST_FORM: PostFormValues = {
  title_en: '',
  summary_en: '',
  content_en: '',
  title_tr: '',
  summary_tr: '',
  content_tr: '',
  category: '',
  imageUrl: '',
  status: 'draft',
  isFeatured: false,
}

/** SPEC 5: both titles, category and status are required (blank titles do not count). */
export const hasRequiredFields = (values: PostFormValues) =>
  Boolean(values.title_en.trim() && values.title_tr.trim() && values.category && values.status)

/** An API answer's admin post as form values (missing fields fall back to the empty form's). */
export function toFormValues(data: Partial<Record<keyof PostFormValues, unknown>>): PostFormValues {
  const text = (key: keyof PostFormValues) =>
    typeof data[key] === 'string' ? (data[key] as string) : ''
  return {
    ...EMPTY_POST_FORM,
    title_en: text('title_en'),
    summary_en: text('summary_en'),
    content_en: text('content_en'),
    title_tr: text('title_tr'),
    summary_tr: text('summary_tr'),
    content_tr: text('content_tr'),
    category: text('category') as PostFormValues['category'],
    imageUrl: text('imageUrl'),
    status: data.status === 'published' ? 'published' : 'draft',
    isFeatured: data.isFeatured === true,
  }
}
