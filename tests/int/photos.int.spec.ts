import sharp from 'sharp'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import * as photoRoute from '../../src/app/api/profile/photo/route'
import { resetRateLimits } from '../../src/server/platform/rateLimits'
import { getTestPayload } from '../helpers/payload'
import { cleanupProfileUsers, seedProfileUsers, type ProfileUsers } from '../helpers/profiles'
import { readBody } from '../helpers/api'

let payload: Payload
let users: ProfileUsers

beforeAll(async () => {
  payload = await getTestPayload()
  users = await seedProfileUsers(payload)
})
afterAll(() => cleanupProfileUsers(payload, users))
beforeEach(() => resetRateLimits())

/** A JPEG carrying EXIF with a GPS position, as phones write them. */
const jpegWithGps = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#2c3e50' } })
    .jpeg()
    .withExifMerge({
      IFD0: { Make: 'PhoneCo', Model: 'Snap 9' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '41/1 0/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '29/1 0/1 0/1',
      },
    })
    .toBuffer()

async function upload(token: string, bytes: Buffer, type = 'image/jpeg', locale = 'en') {
  const form = new FormData()
  form.set('file', new Blob([new Uint8Array(bytes)], { type }), 'photo.jpg')
  const request = new Request(`http://localhost/api/profile/photo?locale=${locale}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  })
  const response = await photoRoute.POST(request, undefined as never)
  return { status: response.status, body: await readBody(response) }
}

describe('POST /api/profile/photo', () => {
  it('re-encodes the photo without its EXIF and GPS, and sets it on the profile', async () => {
    const original = await jpegWithGps()
    expect((await sharp(original).metadata()).exif).toBeTruthy()
    const { status, body } = await upload(users.artist.token, original)
    expect(status).toBe(200)
    const url = (body.data as { photo: string }).photo
    expect(url).toMatch(/\.webp$/)
    const { docs } = await payload.find({
      collection: 'photos',
      where: { owner: { equals: users.artist.user.id } },
    })
    expect(docs).toHaveLength(1)
    const stored = await sharp(`media/photos/${docs[0]!.filename}`).metadata()
    expect(stored.format).toBe('webp')
    expect(stored.exif).toBeUndefined()
    expect(stored.width).toBe(64)
  })

  it('strips the metadata of photos uploaded in the panel too', async () => {
    const original = await jpegWithGps()
    const photo = await payload.create({
      collection: 'photos',
      data: { owner: users.admin.user.id },
      file: { data: original, mimetype: 'image/jpeg', name: 'panel.jpg', size: original.length },
      overrideAccess: false,
      user: users.admin.user,
    })
    const stored = await sharp(`media/photos/${photo.filename}`).metadata()
    expect(stored.exif).toBeUndefined()
    expect(stored.format).toBe('webp')
  })

  it('refuses a file that only claims to be an image', async () => {
    const { status, body } = await upload(
      users.artist.token,
      Buffer.from('GIF89a not really'),
      'image/jpeg',
    )
    expect(status).toBe(400)
    expect(body.message).toBe('The photo must be a JPEG, PNG or WebP image.')
  })

  it('refuses a photo over 5 MB, in Turkish when asked', async () => {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024)])
    const { status, body } = await upload(users.organizer.token, big, 'image/jpeg', 'tr')
    expect(status).toBe(413)
    expect(body.message).toBe('Fotoğraf en fazla 5 MB olabilir.')
  })

  it('gives fans no profile photo', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer()
    expect((await upload(users.fan.token, png, 'image/png')).status).toBe(403)
  })
})

describe('the photo limit counts bytes as they stream', () => {
  const MB = 1024 * 1024

  /** A multipart body sent chunked (no Content-Length): `bytes` of file, then open or closed. */
  function streamedForm(bytes: number, holdOpen: boolean) {
    const boundary = 'sahne-test-boundary'
    const encoder = new TextEncoder()
    const head = encoder.encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    )
    const chunk = new Uint8Array(256 * 1024)
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(head)
        if (sent < bytes) {
          controller.enqueue(chunk)
          sent += chunk.byteLength
          return
        }
        if (holdOpen) return new Promise<void>(() => undefined) // never ends, as a slow client
        controller.enqueue(encoder.encode(`\r\n--${boundary}--\r\n`))
        controller.close()
      },
    })
    const request = new Request('http://localhost/api/profile/photo?locale=en', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${users.organizer.token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      body,
      duplex: 'half',
    } as RequestInit)
    return { request, read: () => sent }
  }

  it('a chunked 30 MB body is refused once it passes the limit, the rest unread', async () => {
    const { request, read } = streamedForm(30 * MB, false)
    const response = await photoRoute.POST(request, undefined as never)
    expect(response.status).toBe(413)
    expect((await readBody(response)).message).toBe('The photo may be at most 5 MB.')
    expect(read()).toBeLessThan(7 * MB)
  })

  it('a 12 MB body held open gets its 413 at once, not when the client finishes', async () => {
    const { request } = streamedForm(12 * MB, true)
    const answer = photoRoute.POST(request, undefined as never)
    const timeout = new Promise<'no answer'>((resolve) => setTimeout(resolve, 5000, 'no answer'))
    const response = await Promise.race([answer, timeout])
    expect(response).not.toBe('no answer')
    expect((response as Response).status).toBe(413)
  })
})

describe('a replaced or removed photo is gone', () => {
  const ownPhotos = async (userId: number) =>
    (await payload.find({ collection: 'photos', where: { owner: { equals: userId } } })).docs
  const onDisk = (filename: string) =>
    import('node:fs/promises').then((fs) =>
      fs.access(`media/photos/${filename}`).then(
        () => true,
        () => false,
      ),
    )
  const png = (background: string) =>
    sharp({ create: { width: 8, height: 8, channels: 3, background } })
      .png()
      .toBuffer()
  const remove = async (token: string, locale = 'en') => {
    const response = await photoRoute.DELETE(
      new Request(`http://localhost/api/profile/photo?locale=${locale}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      }),
      undefined as never,
    )
    return { status: response.status, body: await readBody(response) }
  }

  it('replacing a photo deletes the old one, document and file', async () => {
    const { user, token } = users.artist2
    expect((await upload(token, await png('#111111'))).status).toBe(200)
    const [first] = await ownPhotos(user.id)
    expect(await onDisk(first!.filename!)).toBe(true)
    expect((await upload(token, await png('#222222'))).status).toBe(200)
    const after = await ownPhotos(user.id)
    expect(after.map((photo) => photo.id)).not.toContain(first!.id)
    expect(after).toHaveLength(1)
    expect(await onDisk(first!.filename!)).toBe(false)
  })

  it('DELETE /api/profile/photo takes it off the profile and deletes it; again changes nothing', async () => {
    const { user, token } = users.artist2
    const [photo] = await ownPhotos(user.id)
    expect(photo).toBeDefined()
    const { status, body } = await remove(token, 'tr')
    expect(status).toBe(200)
    expect(body.message).toBe('Fotoğraf kaldırıldı.')
    expect((body.data as { photo: string | null }).photo).toBeNull()
    expect(await ownPhotos(user.id)).toHaveLength(0)
    expect(await onDisk(photo!.filename!)).toBe(false)
    expect((await remove(token)).status).toBe(200)
  })

  it('a fan has no photo to remove', async () => {
    expect((await remove(users.fan.token)).status).toBe(403)
  })
})
