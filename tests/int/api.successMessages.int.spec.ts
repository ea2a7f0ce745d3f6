import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as loginRoute from '../../src/app/api/auth/login/route'
import * as registerRoute from '../../src/app/api/auth/register/route'
import * as commentsRoute from '../../src/app/api/comments/route'
import * as contactRoute from '../../src/app/api/contact/route'
import * as subscribeRoute from '../../src/app/api/subscribe/fan/route'
import type { Post } from '../../src/payload-types'
import { resetRateLimits } from '../../src/server/platform/rateLimits'
import { apiRequest, readBody } from '../helpers/api'
import { getTestPayload } from '../helpers/payload'
import { cleanupPosts, createPost } from '../helpers/posts'

type Route = { POST: (request: Request, context: unknown) => Promise<Response> }

const DOMAIN = 'success-messages.example.com'
const PASSWORD = 'Passw0rdTest'
let payload: Payload
let post: Post
let loginEmail: string
let serial = 0
const savedEnv = { ...process.env }
const uniqueEmail = () => `m${Date.now().toString(36)}${serial++}@${DOMAIN}`

// The three ways a client picks the language of an answer: nothing (English), `?locale=tr`, and
// the browser's `Accept-Language`.
const LANGUAGES = [
  { name: 'English by default', query: '', headers: {}, locale: 'en' },
  { name: 'Turkish for ?locale=tr', query: '?locale=tr', headers: {}, locale: 'tr' },
  {
    name: 'Turkish for Accept-Language: tr',
    query: '',
    headers: { 'accept-language': 'tr-TR,tr;q=0.9,en;q=0.5' },
    locale: 'tr',
  },
] as const

async function send(
  route: Route,
  path: string,
  body: unknown,
  language: (typeof LANGUAGES)[number],
) {
  const request = apiRequest(`${path}${language.query}`, {
    method: 'POST',
    body,
    headers: language.headers,
  })
  const response = await route.POST(request, undefined)
  return { status: response.status, body: await readBody(response) }
}

beforeAll(async () => {
  for (const action of ['COMMENTS', 'SUBSCRIBE', 'CONTACT', 'LOGIN', 'REGISTER'])
    process.env[`RATE_LIMIT_${action}`] = '1000/60'
  resetRateLimits()
  payload = await getTestPayload()
  post = await createPost(payload, { title: 'Başarı mesajları testi' })
  loginEmail = uniqueEmail()
  await payload.create({
    collection: 'users',
    data: { email: loginEmail, password: PASSWORD, fullname: 'Mesaj Testi', role: 'artist' },
  })
})

afterAll(async () => {
  const where = { email: { like: `%@${DOMAIN}` } }
  await cleanupPosts(payload, [post])
  await payload.delete({ collection: 'users', where })
  await payload.delete({ collection: 'subscribers', where })
  await payload.delete({ collection: 'contact-messages', where })
  process.env = savedEnv
  resetRateLimits()
})

describe.each(LANGUAGES)('success messages, $name', (language) => {
  const expected = {
    en: {
      contact: 'Thank you! Your message has been received.',
      comment: 'Comment submitted! It may require approval.',
      subscribe: 'Subscription successful! Please check your email.',
      login: 'Successfully logged in!',
      register: 'Registration successful! Welcome!',
    },
    tr: {
      contact: 'Teşekkürler! Mesajınız alındı.',
      comment: 'Yorum gönderildi! Onay gerektirebilir.',
      subscribe: 'Abonelik başarılı! Lütfen e-postanızı kontrol edin.',
      login: 'Başarıyla giriş yapıldı!',
      register: 'Kayıt başarılı! Hoş geldiniz!',
    },
  }[language.locale]

  it('POST /api/contact', async () => {
    const body = { name: 'Ece', email: uniqueEmail(), message: 'Merhaba, bir sorum var.' }
    expect(await send(contactRoute, '/api/contact', body, language)).toEqual({
      status: 201,
      body: { success: true, message: expected.contact },
    })
  })

  it("POST /api/comments (a visitor's comment)", async () => {
    const comment = { blogPost: post.id, text: 'Harika bir yazı!' }
    const body = { ...comment, authorName: 'Ece', authorEmail: uniqueEmail() }
    const answer = await send(commentsRoute, '/api/comments', body, language)
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({ success: true, message: expected.comment })
  })

  it('POST /api/subscribe/fan', async () => {
    const answer = await send(
      subscribeRoute,
      '/api/subscribe/fan',
      { email: uniqueEmail() },
      language,
    )
    expect(answer).toEqual({ status: 200, body: { success: true, message: expected.subscribe } })
  })

  it('POST /api/auth/login', async () => {
    const body = { email: loginEmail, password: PASSWORD }
    const answer = await send(loginRoute, '/api/auth/login', body, language)
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ success: true, message: expected.login })
  })

  it('POST /api/auth/register', async () => {
    const body = { fullname: 'Ece Kaya', email: uniqueEmail(), password: PASSWORD, role: 'artist' }
    const answer = await send(registerRoute, '/api/auth/register', body, language)
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({ success: true, message: expected.register })
  })
})

describe('a refusal follows the same language', () => {
  it.each(LANGUAGES)('POST /api/contact without a name: $name', async (language) => {
    const body = { name: ' ', email: uniqueEmail(), message: 'Merhaba' }
    const message = { en: 'Name is required.', tr: 'İsim gereklidir.' }[language.locale]
    expect(await send(contactRoute, '/api/contact', body, language)).toEqual({
      status: 400,
      body: { success: false, message },
    })
  })
})
