// NODE_OPTIONS for a `next` server started by our scripts. register.mjs adds its own `--import`
// to NODE_OPTIONS so that the scripts' child processes inherit the hook; a Next server must not:
// Next resolves `server-only` itself, and a registered resolve hook runs on a separate thread, so
// every `import()` of the server crossed threads, among them one of the cache handler on each
// request (about a fifth of a cached page's CPU time in a profile of `npm start`, session 11).
const HOOK = /\s*--import=\S*\/scripts\/serverOnly\/register\.mjs/g

/** `options` (NODE_OPTIONS) without this folder's hook. */
export const withoutServerOnlyHook = (options = '') => options.replace(HOOK, '').trim()
