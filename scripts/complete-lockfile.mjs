// Adds package-lock.json entries for other platforms' optional packages (e.g. @next/swc-darwin-arm64)
// that a registry mirror without them leaves out; without them `npm ci` refuses the lockfile
// elsewhere. Run after `npm install` changes the lockfile: node scripts/complete-lockfile.mjs
import fs from 'node:fs'

const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'))
const pkgs = lock.packages
let added = 0
const guess = (name) => {
  const n = name.toLowerCase()
  const os = [
    'darwin',
    'linux',
    'win32',
    'freebsd',
    'android',
    'openharmony',
    'netbsd',
    'openbsd',
    'sunos',
    'aix',
    'wasm32',
  ].find((o) => n.includes(o))
  const cpu = [
    'arm64',
    'x64',
    'ia32',
    'arm',
    'ppc64',
    's390x',
    'riscv64',
    'loong64',
    'mips64el',
    'wasm32',
  ].find((c) => new RegExp(`[-_]${c}([-_]|$)`).test(n))
  const e = {}
  if (os && os !== 'wasm32') e.os = [os]
  if (cpu && cpu !== 'wasm32') e.cpu = [cpu]
  if (n.includes('musl')) e.libc = ['musl']
  else if (n.includes('gnu') && os === 'linux') e.libc = ['glibc']
  return e
}
for (const [path, entry] of Object.entries(pkgs)) {
  if (!entry.optionalDependencies) continue
  const base = path === '' ? '' : path + '/'
  for (const [dep, spec] of Object.entries(entry.optionalDependencies)) {
    // resolution: nested first, then hoisted
    const nested = `${base}node_modules/${dep}`
    const hoisted = `node_modules/${dep}`
    if (pkgs[nested] || pkgs[hoisted]) continue
    let version = spec.replace(/^[\^~=]/, '')
    if (!/^\d+\.\d+\.\d+/.test(version)) continue
    pkgs[hoisted] = { version, ...guess(dep), optional: true }
    added++
  }
}
// keep keys sorted like npm does
const sorted = {}
for (const k of Object.keys(pkgs).sort((a, b) =>
  a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
))
  sorted[k] = pkgs[k]
lock.packages = sorted
fs.writeFileSync('package-lock.json', JSON.stringify(lock, null, 2) + '\n')
console.log('added', added)
