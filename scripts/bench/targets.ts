import { BLOG_CATEGORIES } from '../../src/lib/categories'

/** One thing to measure, and the share of its static twin's req/s the issue asks for. */
export type Target = { name: string; path: string; goal: number; ext: 'html' | 'json' }

const PAGE = 0.9 // post page and home
const LIST = 0.8 // blog list, every category, every page
const SEARCH = 0.5 // search results
const API = 0.5 // every public blog and gig answer

async function json(base: string, path: string) {
  const response = await fetch(new URL(path, base))
  if (!response.ok) throw new Error(`${path} answered ${response.status}`)
  return response.json() as Promise<{ data: Record<string, unknown>[] }>
}

/** The speed targets on the running site, with a real post slug, category and gig id. */
export async function discoverTargets(base: string): Promise<Target[]> {
  const posts = await json(base, '/api/blogs/published?limit=1')
  const slug = String(posts.data[0]?.slug ?? '')
  const gigs = await json(base, '/api/gigs')
  const gigId = String(gigs.data[0]?.id ?? '')
  if (!slug || !gigId) throw new Error('The site has no published post or no gig: seed it first.')
  const category = String(posts.data[0]?.category ?? BLOG_CATEGORIES[0])
  const page = (name: string, path: string, goal: number): Target => ({
    name,
    path,
    goal,
    ext: 'html',
  })
  const api = (path: string): Target => ({ name: path, path, goal: API, ext: 'json' })
  return [
    page('post page', `/blog/${slug}`, PAGE),
    page('post page (en)', `/en/blog/${slug}`, PAGE),
    page('home', '/', PAGE),
    page('home (en)', '/en', PAGE),
    page('blog list', '/blog', LIST),
    ...BLOG_CATEGORIES.map((c) => page(`category ${c}`, `/blog?category=${c}`, LIST)),
    page('blog list page 2', '/blog?page=2', LIST),
    page('search', '/blog?search=muzik', SEARCH),
    api('/api/blogs/published'),
    api(`/api/blogs/slug/${slug}`),
    api(`/api/blogs/category/${category}`),
    api('/api/blogs/search?query=muzik'),
    api('/api/blogs/featured'),
    api('/api/gigs'),
    api(`/api/gigs/${gigId}`),
  ]
}
