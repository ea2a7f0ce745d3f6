import { describe, expect, it } from 'vitest'

import {
  checkHost,
  isRefusedAddress,
  type LookupAll,
} from '../../src/server/market/availability/calendar/addressGuard'
import { fetchCalendar } from '../../src/server/market/availability/calendar/fetchCalendar'

// The address guard alone: no database, no network (a stub stands for the DNS).

const stub =
  (answers: Record<string, string[]>): LookupAll =>
  async (hostname) => {
    const addresses = answers[hostname]
    if (!addresses) throw new Error('ENOTFOUND')
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))
  }

describe('the calendar address guard', () => {
  it('refuses loopback, private, link-local, CGNAT, unspecified, multicast and mapped forms', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.0.9',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '100.127.255.254',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      'fe80::1',
      'febf::1',
      'fc00::1',
      'fd12:3456::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:169.254.169.254',
      '::ffff:a9fe:a9fe',
      '0:0:0:0:0:ffff:10.0.0.1',
      '64:ff9b::192.168.0.1',
      '2002:c0a8:0101::1',
    ])
      expect(isRefusedAddress(address), address).toBe(true)
  })

  it('lets public addresses through', () => {
    for (const address of [
      '8.8.8.8',
      '172.32.0.1',
      '100.128.0.1',
      '142.250.185.78',
      '2a00:1450:4001:82a::200e',
      '::ffff:8.8.8.8',
    ])
      expect(isRefusedAddress(address), address).toBe(false)
  })

  it('refuses a name when any of its addresses is private, and answers the checked one', async () => {
    const lookup = stub({
      'calendar.example': ['142.250.185.78'],
      'rebind.example': ['142.250.185.78', '10.0.0.5'],
      'metadata.example': ['169.254.169.254'],
      'v6.example': ['::ffff:192.168.0.10'],
    })
    expect(await checkHost('calendar.example', lookup)).toEqual({
      ok: true,
      address: '142.250.185.78',
      family: 4,
    })
    expect(await checkHost('rebind.example', lookup)).toEqual({
      ok: false,
      failure: 'refusedAddress',
    })
    expect(await checkHost('metadata.example', lookup)).toMatchObject({ ok: false })
    expect(await checkHost('v6.example', lookup)).toMatchObject({ ok: false })
    expect(await checkHost('missing.example', lookup)).toEqual({
      ok: false,
      failure: 'unresolvable',
    })
    expect(await checkHost('[::1]', lookup)).toMatchObject({ failure: 'refusedAddress' })
  })

  it('the fetcher refuses a private name before connecting and refuses http', async () => {
    let asked = 0
    const lookup: LookupAll = async () => {
      asked++
      return [{ address: '192.168.1.20', family: 4 }]
    }
    expect(await fetchCalendar('https://intranet.example/cal.ics', { lookup })).toEqual({
      ok: false,
      failure: 'refusedAddress',
    })
    expect(asked).toBe(1)
    expect(await fetchCalendar('http://calendar.example/cal.ics', { lookup })).toEqual({
      ok: false,
      failure: 'notHttps',
    })
    expect(await fetchCalendar('not an address', { lookup })).toMatchObject({ ok: false })
    // http was refused without even asking the DNS.
    expect(asked).toBe(1)
  })
})
