import 'server-only'

/*
 * The routes an instance answers before Next's router (scripts/before-next.cjs). Each registers
 * its handler when its module loads (answerBeforeNext), and Next loads a route's module only when
 * the route is first asked for: the readiness route imports this, so the front's first probe (and
 * the end-to-end tests' wait for the server) loads them before the first request from outside. An
 * on-sale's first buyers must not all queue in Next while the hold route loads.
 */
import '@/app/api/shows/[id]/tickets/hold/route'
