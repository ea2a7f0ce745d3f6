import 'server-only'

/*
 * The blog: published posts as visitors read them (cached), search, comments, the editors'
 * preview and the admin screens' commands, and the rich text between HTML and Lexical.
 */

// Reads
export {
  findPublicPost,
  listFeaturedPosts,
  listPrerenderedSlugs,
  listPublicCategoryPosts,
  listPublicPostComments,
  listPublicPosts,
  listPublicRelatedPosts,
  searchPublicPosts,
} from './posts/publicBlogReads'
export { listBlogPage } from './posts/listBlogPage'
export { findPostForPage } from './posts/findPostForPage'

export { searchPosts } from './search/searchPosts'
export { findAdminPost } from './admin/findAdminPost'
export { listAdminPosts } from './admin/listAdminPosts'
export { countPendingComments } from './comments/countPendingComments'

// Commands
export { createPost } from './admin/createPost'
export { updatePost } from './admin/updatePost'
export { deletePost } from './admin/deletePost'
export { createComment } from './comments/createComment'

// Inputs
export { adminPostSchema } from './admin/adminPostSchema'
export { commentInputSchema } from './comments/commentInputSchema'

// Read by other contexts
export { postPreviewUrl, isPreviewablePath } from './posts/postPreviewUrl'
export { listPublishedPosts } from './posts/listPublishedPosts'
export type { PostPage } from './posts/listPublishedPosts'
export { htmlToLexical } from './richText/htmlToLexical'
export { previewingAdmin } from './posts/previewingAdmin'
export { FEATURED_COUNT, parseListQuery } from './posts/parseListQuery'
export { adminListQuery } from './admin/listAdminPosts'
export { toPublicComment } from './comments/toPublicComment'
export type { PublicComment } from './comments/toPublicComment'
export type { PublicPostSummary } from './posts/toPublicPost'
export type { PublicPost } from './posts/findPublishedPost'
export { publicReadOptions } from './posts/publicLocale'
