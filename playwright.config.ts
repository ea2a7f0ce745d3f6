import { existsSync } from 'node:fs'

import { chromium, defineConfig, devices } from '@playwright/test'

import { withoutServerOnlyHook } from './scripts/serverOnly/nextServerOptions.mjs'

const PORT = Number(process.env.E2E_PORT || 3100)

/** A browser to drive: $CHROMIUM_PATH, Playwright's own download, else Debian's Chromium. */
function chromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  try {
    if (existsSync(chromium.executablePath())) return undefined
  } catch {
    // no Playwright browser installed
  }
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined
}

/**
 * Files that read or write the blog's shared lists: they count the posts on a page, a category or
 * the home page's featured row, or take the newest post, while others publish, edit and delete
 * posts. They run one after another in one worker (the `blog` project), beside the rest.
 */
const BLOG_FILES = [
  'admin-blog',
  'admin-cms-roundtrip',
  'blog.a11y',
  'blog.comments',
  'blog.list',
  'blog.post',
  'cache.freshness',
  'cms',
  'home',
  'routes',
  'seo',
].map((name) => `**/${name}.e2e.spec.ts`)

/**
 * The production stack's test starts two more instances, Varnish and Redis on the e2e database,
 * publishes and edits posts through them and loads the machine on purpose: it runs last, alone.
 */
const STACK_FILES = ['**/stack.e2e.spec.ts']

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

export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.e2e.spec.ts',
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // E2E_WORKERS=2 runs files side by side against the one `next start`: most make their own
  // accounts, gigs and mail addresses, and the seeded accounts' sign-ins take turns on the server
  // (withSessionsLocked). One by default: with two, on a loaded 2-core machine, two bookingTerms
  // tests did not find the accepted application's terms section in time (docs/benchmarks.md).
  workers: Number(process.env.E2E_WORKERS) || 1,
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', use: browser, testIgnore: [...BLOG_FILES, ...STACK_FILES] },
    { name: 'blog', use: browser, testMatch: BLOG_FILES, workers: 1 },
    {
      name: 'stack',
      use: browser,
      testMatch: STACK_FILES,
      workers: 1,
      dependencies: ['chromium', 'blog'],
    },
  ],
  webServer: {
    // Run through `npm run test:e2e`, which sets DATABASE_URL to the seeded e2e database.
    // The preload appends the socket address to X-Forwarded-For, as `npm start` does.
    command: `node --require ./scripts/forward-socket-address.cjs node_modules/next/dist/bin/next start -p ${PORT}`,
    // Without the scripts' `server-only` hook, as `npm start` runs it (scripts/serverOnly).
    env: { NODE_OPTIONS: withoutServerOnlyHook(process.env.NODE_OPTIONS) },
    url: `http://localhost:${PORT}`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
})
