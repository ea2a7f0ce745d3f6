import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { issueSessionToken } from '../../src/server/people/auth/issueSessionToken'
import { resetRateLimits } from '../../src/server/platform/rateLimits'
import { door, doorShowWithType, freeTickets } from '../helpers/door'
import { runQueuedJobs } from '../helpers/jobs'
import { mailTo } from '../helpers/mailbox'
import { getTestPayload } from '../helpers/payload'
import { cleanupSellingMarket, sellingMarket, type SellingMarket } from '../helpers/tickets'

let payload: Payload
let m: SellingMarket
const made: number[] = []

beforeAll(async () => {
  payload = await getTestPayload()
  m = await sellingMarket(payload, 2, 'doorstaff')
  process.env.RATE_LIMIT_DOOR_SCANS = '1000/60'
  process.env.RATE_LIMIT_DOOR_INVITES = '1000/60'
})
afterAll(async () => {
  await payload.delete({
    collection: 'door-staff',
    where: { invitedBy: { equals: m.f.organizer.user.id } },
  })
  if (made.length) await payload.delete({ collection: 'users', where: { id: { in: made } } })
  await cleanupSellingMarket(payload, m)
})

const venue = () => m.f.organizer.token
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

describe('door staff', () => {
  it('lets an invited account scan that show’s tickets, and no other show’s; an outsider is refused', async () => {
    const { show, type } = await doorShowWithType(payload, m.f)
    const other = await doorShowWithType(payload, m.f)
    const [ticket] = await freeTickets(m.fans[0]!, show.id, type.id)
    const [otherTicket] = await freeTickets(m.fans[0]!, other.show.id, other.type.id)
    const staff = m.fans[1]!

    // Before the invitation: a signed-in outsider is refused (403), the venue's list is not theirs.
    expect((await door.scan(staff.token, show.id, ticket!.code)).status).toBe(403)
    expect((await door.view(staff.token, show.id)).status).toBe(403)
    expect((await door.staff(staff.token, show.id)).status).toBe(404)
    expect((await door.scan(m.f.otherOrganizer.token, show.id, ticket!.code)).status).toBe(403)

    const invited = await door.invite(venue(), show.id, `  ${staff.user.email.toUpperCase()} `)
    expect(invited.status).toBe(201)
    expect(invited.body.data).toMatchObject({ email: staff.user.email, hasAccount: true })
    expect((await door.invite(venue(), show.id, staff.user.email)).status).toBe(409)

    expect((await door.view(staff.token, show.id)).body.data).toMatchObject({
      show: { id: show.id, role: 'staff' },
      admitted: 0,
      sold: 1,
    })
    expect((await door.scan(staff.token, show.id, ticket!.code)).body.data).toMatchObject({
      ok: true,
    })
    const used = await payload.findByID({ collection: 'tickets', id: ticket!.id, depth: 0 })
    expect(used.usedBy).toBe(staff.user.id)
    // Staff of one show are outsiders at another's door, and do not invite staff themselves.
    expect((await door.scan(staff.token, other.show.id, otherTicket!.code)).status).toBe(403)
    expect((await door.invite(staff.token, show.id, 'someone@example.com')).status).toBe(404)

    // Taken off the door: refused again.
    const id = (invited.body.data as { id: number }).id
    expect((await door.remove(staff.token, show.id, id)).status).toBe(404)
    expect((await door.remove(venue(), show.id, id)).status).toBe(200)
    expect((await door.staff(venue(), show.id)).body.data).toEqual([])
    expect((await door.scan(staff.token, show.id, ticket!.code)).status).toBe(403)
    // An admin may work any door.
    expect((await door.view(m.f.admin.token, show.id)).body.data).toMatchObject({
      show: { role: 'admin' },
    })
  })

  it('mails an address with no account a link of its own; an account made with the address is let in only once it opens that link', async () => {
    const { show, type } = await doorShowWithType(payload, m.f)
    const [ticket] = await freeTickets(m.fans[0]!, show.id, type.id)
    const email = `door-${stamp()}@staff.example.com`
    const invited = await door.invite(venue(), show.id, email, 'tr')
    expect(invited.body.data).toMatchObject({ email, hasAccount: false })
    expect((await door.staff(venue(), show.id)).body.data).toEqual([
      expect.objectContaining({ email, hasAccount: false }),
    ])
    const jobs = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'mailDoorInvite' } },
      pagination: false,
      overrideAccess: true,
    })
    const staffId = (invited.body.data as { id: number }).id
    expect(
      jobs.docs.filter((job) => (job.input as { staff?: number }).staff === staffId),
    ).toHaveLength(1)
    await runQueuedJobs(payload)
    const [mail] = await mailTo(email)
    expect(mail!.subject).toBe(`Kapı daveti: ${show.title}`)
    expect(mail!.text).toContain(`${email} adresiyle Sahne'ye kayıt olun ya da giriş yapın`)
    // Not "because you have an account": the address has none.
    expect(mail!.text).toContain('bir mekân bu adresi konserinin kapısında bilet okutmaya davet')
    const link = mail!.text.match(new RegExp(`/kapi/${show.id}\\?invite=([A-Za-z0-9._%-]+)`))
    expect(link).not.toBeNull()
    const inviteToken = decodeURIComponent(link![1]!)

    // Anyone may sign up with any address: the account alone is not let in.
    const user = await payload.create({
      collection: 'users',
      data: { email, password: 'Passw0rdTest', fullname: 'Kapı Görevlisi', role: 'fan' },
    })
    made.push(user.id)
    const session = await issueSessionToken(payload, user)
    expect((await door.scan(session, show.id, ticket!.code)).status).toBe(403)

    // The link, opened signed in with another address, is refused, and takes nothing.
    const other = await door.claim(m.fans[1]!.token, inviteToken, 'tr')
    expect(other.status).toBe(403)
    expect(other.body.message).toBe(
      `Bu davet ${email} adresine gönderildi. O adresle giriş yapıp bağlantıyı yeniden açın.`,
    )
    expect((await door.scan(m.fans[1]!.token, show.id, ticket!.code)).status).toBe(403)

    // Opened with the address's account: the invitation is that account's, and it may scan.
    const claimed = await door.claim(session, inviteToken)
    expect(claimed.status).toBe(200)
    expect(claimed.body.data).toEqual({ show: show.id })
    expect((await door.claim(session, inviteToken)).body.data).toEqual({ show: show.id })
    expect((await door.staff(venue(), show.id)).body.data).toEqual([
      expect.objectContaining({ email, hasAccount: true }),
    ])
    expect((await door.scan(session, show.id, ticket!.code)).body.data).toMatchObject({ ok: true })
  })

  it('refuses a link that is none, a forged one, another invitation’s number under this one’s seal, and one the venue took back', async () => {
    const { show } = await doorShowWithType(payload, m.f)
    const email = `door-${stamp()}@staff.example.com`
    const invited = await door.invite(venue(), show.id, email)
    const staffId = (invited.body.data as { id: number }).id
    await runQueuedJobs(payload)
    const [mail] = await mailTo(email)
    const inviteToken = decodeURIComponent(mail!.text.match(/\?invite=([A-Za-z0-9._%-]+)/)![1]!)
    const user = await payload.create({
      collection: 'users',
      data: { email, password: 'Passw0rdTest', fullname: 'Kapı Görevlisi', role: 'fan' },
    })
    made.push(user.id)
    const session = await issueSessionToken(payload, user)

    const [id, mac] = inviteToken.split('.') as [string, string]
    const forged = `${id}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`
    for (const bad of ['', 'nonsense', forged, `${Number(id) + 1}.${mac}`]) {
      const answer = await door.claim(session, bad, 'tr')
      expect(answer.status).toBe(400)
    }
    expect((await door.claim(session, 'nonsense', 'en')).body.message).toBe(
      'This invitation link is not valid. Make sure you opened the whole link from the e-mail; the venue may also have withdrawn the invitation.',
    )
    expect((await door.claim(undefined, inviteToken)).status).toBe(401)

    expect((await door.remove(venue(), show.id, staffId)).status).toBe(200)
    expect((await door.claim(session, inviteToken)).status).toBe(400)
    expect((await door.view(session, show.id)).status).toBe(403)
  })

  it('goes with the staff member’s account when it is deleted', async () => {
    const { show } = await doorShowWithType(payload, m.f)
    const user = await payload.create({
      collection: 'users',
      data: {
        email: `leaving-${stamp()}@staff.example.com`,
        password: 'Passw0rdTest',
        fullname: 'Giden Görevli',
        role: 'fan',
      },
    })
    const invited = await door.invite(venue(), show.id, user.email)
    expect(invited.body.data).toMatchObject({ hasAccount: true })
    await payload.delete({
      collection: 'users',
      id: user.id,
      overrideAccess: false,
      user: m.f.admin.user,
    })
    expect((await door.staff(venue(), show.id)).body.data).toEqual([])
  })

  it('counts scans per phone, and per address with room for every phone of a door behind one', async () => {
    process.env.RATE_LIMIT_DOOR_SCANS = '3/60'
    process.env.RATE_LIMIT_DOOR_SCAN_ADDRESSES = '5/60'
    resetRateLimits()
    try {
      const { show } = await doorShowWithType(payload, m.f)
      const staff = m.fans[1]!
      expect((await door.invite(venue(), show.id, staff.user.email)).status).toBe(201)
      const scan = (token: string, address: string) =>
        door
          .scan(token, show.id, 'no Sahne code', 'en', { 'x-forwarded-for': address })
          .then((answer) => answer.status)
      const wifi = '198.51.100.7'
      // The venue's phone: its own three, then its own limit.
      for (let i = 0; i < 3; i++) expect(await scan(venue(), wifi)).toBe(200)
      expect(await scan(venue(), wifi)).toBe(429)
      // A staff phone on the same Wi-Fi scans at its own pace until the address's five are used.
      expect(await scan(staff.token, wifi)).toBe(200)
      expect(await scan(staff.token, wifi)).toBe(429)
      // Elsewhere, the staff phone has the other two of its own, then its own limit.
      expect(await scan(staff.token, '198.51.100.8')).toBe(200)
      expect(await scan(staff.token, '198.51.100.8')).toBe(200)
      expect(await scan(staff.token, '198.51.100.8')).toBe(429)
    } finally {
      process.env.RATE_LIMIT_DOOR_SCANS = '1000/60'
      delete process.env.RATE_LIMIT_DOOR_SCAN_ADDRESSES
      resetRateLimits()
    }
  })

  it('refuses a bad address with a 400 naming the field, and another venue’s show with a 404', async () => {
    const { show } = await doorShowWithType(payload, m.f)
    const bad = await door.invite(venue(), show.id, 'not an address', 'tr')
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ message: 'Geçerli bir e-posta adresi yazın.', field: 'email' })
    expect((await door.invite(m.f.otherOrganizer.token, show.id, 'x@example.com')).status).toBe(404)
  })
})

describe('GET /api/door/{showId}/tickets?q=', () => {
  it('finds the show’s tickets by the holder’s name, Turkish letters folded, or the code’s last characters', async () => {
    const { show, type } = await doorShowWithType(payload, m.f)
    await payload.update({
      collection: 'users',
      id: m.fans[0]!.user.id,
      data: { fullname: 'İlkay Işıklı' },
    })
    const [ticket] = await freeTickets(m.fans[0]!, show.id, type.id)
    await freeTickets(m.fans[1]!, show.id, type.id)
    const other = await doorShowWithType(payload, m.f)
    await freeTickets(m.fans[0]!, other.show.id, other.type.id)

    for (const q of ['ilkay', 'IŞIK', 'isikli', 'İLKAY IŞIKLI']) {
      const found = await door.search(venue(), show.id, q)
      expect(found.status, q).toBe(200)
      expect(found.body.data, q).toEqual([
        {
          ticketId: ticket!.id,
          holder: 'İlkay Işıklı',
          type: 'General',
          status: 'sold',
          usedAt: null,
          code: ticket!.code,
          tail: ticket!.code.slice(-6),
        },
      ])
    }
    const byTail = await door.search(venue(), show.id, ticket!.code.slice(-6).toLowerCase())
    expect((byTail.body.data as { ticketId: number }[]).map((hit) => hit.ticketId)).toContain(
      ticket!.id,
    )
    expect((await door.search(venue(), show.id, 'x')).body.data).toEqual([])
    expect((await door.search(venue(), show.id, 'nobody here')).body.data).toEqual([])
    expect((await door.search(m.fans[1]!.token, show.id, 'ilkay')).status).toBe(403)

    // "Admit" sends the hit's code through the scan route; the list then says it is used.
    await door.scan(venue(), show.id, ticket!.code)
    const after = await door.search(venue(), show.id, 'ilkay')
    expect(after.body.data).toEqual([
      expect.objectContaining({ status: 'used', usedAt: expect.any(String) }),
    ])
  })
})
