import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { paymentModeMismatch } from '../../scripts/iyzicoStandin/buildPaymentMode'

const roots: string[] = []

/** A folder with a build whose prerendered home page has the strip or not; none: no build. */
async function buildWith(strip: boolean | null) {
  const root = await mkdtemp(path.join(tmpdir(), 'sahne-build-mode-'))
  roots.push(root)
  if (strip === null) return root
  await mkdir(path.join(root, '.next/server/app'), { recursive: true })
  const banner = strip ? '<p role="note" data-payments="test">Test ödemeleri</p>' : ''
  await writeFile(
    path.join(root, '.next/server/app/tr.html'),
    `<body>${banner}<main></main></body>`,
  )
  return root
}

afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))))

describe("the launchers compare the build's test-payments strip with the run's mode", () => {
  it('say nothing when they agree, or when there is no build', async () => {
    process.env.IYZICO_API_KEY = 'standin-api-key'
    expect(await paymentModeMismatch('stack', await buildWith(true))).toBeNull()
    expect(await paymentModeMismatch('stack', await buildWith(null))).toBeNull()
    delete process.env.IYZICO_API_KEY
    expect(await paymentModeMismatch('start', await buildWith(false))).toBeNull()
    process.env.IYZICO_API_KEY = 'a-real-key'
    expect(await paymentModeMismatch('start', await buildWith(false))).toBeNull()
  })

  it('warn when a stand-in run serves pages built without the strip', async () => {
    process.env.IYZICO_API_KEY = 'standin-api-key'
    const warning = await paymentModeMismatch('stack', await buildWith(false))
    expect(warning).toMatch(/^\[stack\] warning: .*do not show the test-payments strip/)
    expect(warning).toContain('npm run build:test-payments')
  })

  it('warn when real or no payments serve pages built with the strip', async () => {
    for (const key of ['a-real-key', undefined]) {
      if (key) process.env.IYZICO_API_KEY = key
      else delete process.env.IYZICO_API_KEY
      expect(await paymentModeMismatch('start', await buildWith(true))).toMatch(
        /^\[start\] warning: this build was made for test payments/,
      )
    }
  })
})
