import 'server-only'

import { isIP } from 'node:net'

type Cidr4 = readonly [string, number]

/** IPv4 ranges a calendar fetch never reaches: this host, private and shared networks, multicast. */
const REFUSED_V4: readonly Cidr4[] = [
  ['0.0.0.0', 8], // "this network", the unspecified address
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
]

const v4ToInt = (address: string): number =>
  address.split('.').reduce((n, part) => n * 256 + Number(part), 0)

const inCidr4 = (n: number, [base, bits]: Cidr4): boolean =>
  bits === 0 || Math.floor(n / 2 ** (32 - bits)) === Math.floor(v4ToInt(base) / 2 ** (32 - bits))

const refusedV4 = (n: number): boolean => REFUSED_V4.some((cidr) => inCidr4(n, cidr))

/** An IPv6 address as its eight 16-bit groups (an embedded dotted IPv4 tail included). */
function v6Groups(address: string): number[] {
  let text = address.split('%')[0]!.toLowerCase()
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  if (tail) {
    const n = v4ToInt(tail[1]!)
    text = `${text.slice(0, -tail[1]!.length)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`
  }
  const [head, rest] = text.split('::') as [string, string | undefined]
  const parse = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : [])
  const left = parse(head)
  const right = rest === undefined ? [] : parse(rest)
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right]
}

function refusedV6(address: string): boolean {
  const g = v6Groups(address)
  const v4At = (i: number) => g[i]! * 65536 + g[i + 1]!
  const zeros = (n: number) => g.slice(0, n).every((x) => x === 0)
  if (zeros(5) && (g[5] === 0xffff || g[5] === 0)) return refusedV4(v4At(6)) // mapped, compatible, ::, ::1
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0))
    return refusedV4(v4At(6)) // NAT64
  if (g[0] === 0x2002) return refusedV4(v4At(1)) // 6to4
  const first = g[0]!
  return (
    (first & 0xffc0) === 0xfe80 || // link-local
    (first & 0xffc0) === 0xfec0 || // site-local (deprecated)
    (first & 0xfe00) === 0xfc00 || // unique local (private)
    (first & 0xff00) === 0xff00 // multicast
  )
}

/** True when `address` (an IP literal) is one a calendar fetch must never connect to. */
export function isRefusedAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 4) return refusedV4(v4ToInt(address))
  if (family === 6) return refusedV6(address)
  return true
}

export type LookupAll = (hostname: string) => Promise<{ address: string; family: number }[]>

type CheckedAddress =
  | { ok: true; address: string; family: 4 | 6 }
  | { ok: false; failure: 'refusedAddress' | 'unresolvable' }

/**
 * Resolves `hostname` and checks every address it has: one refused address refuses the host (a
 * name may point at a public and a private address at once). The caller connects to the returned
 * address only, so a second, different answer of the DNS (rebinding) is never used. `trusted`
 * skips the check (test equipment, see fetchCalendar).
 */
export async function checkHost(
  hostname: string,
  lookup: LookupAll,
  trusted = false,
): Promise<CheckedAddress> {
  const literal = hostname.replace(/^\[|\]$/g, '')
  let addresses: { address: string; family: number }[]
  if (isIP(literal)) addresses = [{ address: literal, family: isIP(literal) }]
  else {
    try {
      addresses = await lookup(literal)
    } catch {
      return { ok: false, failure: 'unresolvable' }
    }
  }
  if (addresses.length === 0) return { ok: false, failure: 'unresolvable' }
  if (!trusted && addresses.some(({ address }) => isRefusedAddress(address)))
    return { ok: false, failure: 'refusedAddress' }
  const [{ address, family }] = addresses as [{ address: string; family: number }]
  return { ok: true, address, family: family === 6 ? 6 : 4 }
}
