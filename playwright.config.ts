import { existsSync } from 'node:fs'

import { chromium, defineConfig, devices } from '@playwright/test'

import { withoutServerOnlyHook } from './scripts/serverOnly/nextServerOptions.mjs'

const PORT = Number(process.env.E2E_PORT || 3100)

/**
 * A browser to drive: $CHROMIUM_PATH, Playwright's own download (which runs its headless shell
 * itself), else Debian's headless shell, else Debian's Chromium. The headless shell is the
 * Chromium that Playwright runs headless by default: no browser window machinery and no GPU
 * process, so the same tests took about a quarter less CPU than in the full browser, and the
 * browser tests are bound by the machine's two cores.
 */
function chromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  try {
    if (existsSync(chromium.executablePath())) return undefined
  } catch {
    // no Playwright browser installed
  }
  return ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file))
}

const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: chromiumExecutable(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  },
}

const STACK_TEST = '**/stack.e2e.spec.ts'

/**
 * The files that write blog posts or count them (the list's pages, the featured four, the first
 * published post an editor opens): one after another in a lane of their own, beside the rest.
 */
const BLOG_TESTS = [
  '**/admin-blog.e2e.spec.ts',
  '**/admin-cms-roundtrip.e2e.spec.ts',
  '**/blog.*.e2e.spec.ts',
  '**/cache.freshness.e2e.spec.ts',
  '**/cms.e2e.spec.ts',
  '**/editor.screens.e2e.spec.ts',
]

export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.e2e.spec.ts',
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Two workers by default (`E2E_WORKERS=1` for one): one worker left a fifth to a third of the
  // two cores idle while its test waited (a page's load, a `networkidle` window, a job's round), and
  // two took the quiet fresh-clone run's browser step from 882 s to the figure in docs/benchmarks.md
  // ("fourth round"). A file's tests run in order in one worker, the blog's writers in a lane of
  // their own, the stack test after all the others, alone. Tests that change data create their own
  // accounts and gigs (tests/e2e/helpers/); seeded data is only read, or changed in a way no other
  // file checks.
  workers: Number(process.env.E2E_WORKERS) || 2,
  // A sign-in or a save that a quiet machine answers in a second can take several on a loaded one;
  // a two-party journey of 15 s neared a minute on a machine loaded by other work.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A trace records every action's snapshots while the test runs, kept or not: on CI only a
    // retry records one (a failure is retried once, so each failure still leaves its trace), which
    // took a quarter off the browser tests' time on two cores.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // First, so that its lane starts at once beside the others.
    { name: 'blog', testMatch: BLOG_TESTS, workers: 1, use: browser },
    {
      name: 'chromium',
      testIgnore: [STACK_TEST, ...BLOG_TESTS],
      use: browser,
    },
    {
      // Starts a production stack of its own (Varnish, Redis, two instances) and loads the
      // machine on purpose: it runs last, with nothing beside it.
      name: 'stack',
      testMatch: STACK_TEST,
      dependencies: ['chromium', 'blog'],
      use: browser,
    },
  ],
  webServer: {
    // Run through `npm run test:e2e`, which sets DATABASE_URL to the seeded e2e database.
    // The preloads `npm start` runs: the routes answered before Next's router, and the socket
    // address appended to X-Forwarded-For.
    command: `node --require ./scripts/before-next.cjs --require ./scripts/forward-socket-address.cjs node_modules/next/dist/bin/next start -p ${PORT}`,
    // Without the scripts' `server-only` hook, as `npm start` runs it (scripts/serverOnly).
    env: { NODE_OPTIONS: withoutServerOnlyHook(process.env.NODE_OPTIONS) },
    // Ready, and the routes answered before Next's router loaded (src/app/api/_http/beforeNextRoutes.ts).
    url: `http://localhost:${PORT}/api/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
})
