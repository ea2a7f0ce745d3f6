import 'server-only'

import { defaultLoggerOptions } from 'payload'

import { logContext } from './requestContext'

/**
 * Fields never written into a log line, wherever they are in what is logged (pino `redact`, one
 * and two levels deep): passwords, tokens, addresses, IBANs and the headers that carry sessions.
 */
const SECRET_KEYS = [
  'password',
  'confirmPassword',
  'newPassword',
  'token',
  'resetPasswordToken',
  'email',
  'to',
  'iban',
  'ibanLast4',
  'accountHolder',
  'identityNumber',
  'authorization',
  'cookie',
]
const REDACTED_PATHS = [
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `*.${key}`),
  ...SECRET_KEYS.map((key) => `*.*.${key}`),
  '*["set-cookie"]',
  '*.*["set-cookie"]',
]

/**
 * Payload's logger (`logger` in payload.config.ts): each line carries the request id and job of
 * the context it was written in (scripts/observe.cjs opens a request's, the worker a job's), and
 * no secret field. One JSON object a line in production; Payload's coloured lines otherwise.
 */
export function loggerConfig() {
  const production = process.env.NODE_ENV === 'production'
  return {
    options: {
      mixin: () => logContext(),
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      // The JSON lines name their process as the stack's request lines do (scripts/observe.cjs).
      ...(production && { base: { pid: process.pid, service: process.env.SERVICE_NAME || 'app' } }),
    },
    destination: production ? undefined : defaultLoggerOptions,
  }
}
