import type { Payload } from 'payload'

import * as adminById from '../../src/app/api/blogs/admin/[id]/route'
import * as adminAll from '../../src/app/api/blogs/admin/all/route'
import * as blogs from '../../src/app/api/blogs/route'
import type { Post, User } from '../../src/payload-types'
import { apiRequest, params, readBody } from './api'
import { getTestPayload } from './payload'
import { cleanupPosts } from './posts'
import { cleanupUsers, seedUsers, type TestUsers } from './users'

/** The admin API's test fixture: users with tokens, and the posts the tests created. */
export const admin = {
  payload: undefined as unknown as Payload,
  users: undefined as unknown as TestUsers,
  tokens: { admin: '', artist: '', organizer: '' },
  created: [] as Post[],
}

export const REQUIRED = 'Please fill in all required fields (Title EN/TR, Category, Status).'

const login = async (user: User) => {
  const { token } = await admin.payload.login({
    collection: 'users',
    data: { email: user.email, password: 'Passw0rdTest' },
  })
  return token!
}

export async function seedBlogAdmin() {
  admin.payload = await getTestPayload()
  admin.users = await seedUsers(admin.payload)
  admin.tokens.admin = await login(admin.users.admin)
  admin.tokens.artist = await login(admin.users.artist)
  admin.tokens.organizer = await login(admin.users.organizer)
}

export async function cleanupBlogAdmin() {
  await cleanupPosts(admin.payload, admin.created)
  await cleanupUsers(admin.payload, admin.users)
}

/** A valid admin form, both languages, with `overrides`. */
export const form = (overrides: Record<string, unknown> = {}) => ({
  title_en: 'Home Recording Basics',
  title_tr: 'Ev Kaydının Temelleri',
  summary_en: 'Start recording at home.',
  summary_tr: 'Evde kayda başlayın.',
  content_en: '<p>English body</p>',
  content_tr: '<p>Türkçe gövde</p>',
  category: 'music-technology',
  imageUrl: 'https://images.example.com/cover.jpg',
  isFeatured: true,
  status: 'published',
  ...overrides,
})

/** POST /api/blogs as `token`; remembers created posts for cleanup. */
export async function create(body: unknown, token = admin.tokens.admin, query = '') {
  const response = await blogs.POST(
    apiRequest(`/api/blogs${query}`, { method: 'POST', body, token }),
    undefined,
  )
  const json = await readBody(response)
  if (response.status === 201)
    admin.created.push({ id: (json.data as { _id: number })._id } as Post)
  return { status: response.status, json, data: (json.data ?? json) as Record<string, unknown> }
}

export const getAdmin = async (id: number | string, token = admin.tokens.admin, query = '') => {
  const response = await adminById.GET(
    apiRequest(`/api/blogs/admin/${id}${query}`, { token }),
    params({ id: String(id) }),
  )
  return { status: response.status, json: await readBody(response) }
}

export const put = async (id: number | string, body: unknown, token = admin.tokens.admin) => {
  const response = await adminById.PUT(
    apiRequest(`/api/blogs/admin/${id}`, { method: 'PUT', body, token }),
    params({ id: String(id) }),
  )
  return { status: response.status, json: await readBody(response) }
}

export const list = async (query: string, token = admin.tokens.admin) => {
  const response = await adminAll.GET(
    apiRequest(`/api/blogs/admin/all${query}`, { token }),
    undefined,
  )
  return { status: response.status, json: await readBody(response) }
}

/** The stored post in one language, its latest version, as Payload reads it. */
export const stored = (id: number, locale: 'tr' | 'en') =>
  admin.payload.findByID({
    collection: 'posts',
    id,
    locale,
    fallbackLocale: false,
    draft: true,
    depth: 0,
  })
