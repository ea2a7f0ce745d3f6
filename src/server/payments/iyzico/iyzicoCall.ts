import 'server-only'

/**
 * One call of iyzico's official client as a promise, and its refusal in the domain's shape: the
 * transport under the adapter (iyzicoProvider.ts).
 */
type Answer = { status?: string; errorCode?: string; errorMessage?: string } & Record<
  string,
  unknown
>
export type Resource = {
  create?: (data: never, cb: (err: Error | null, result: Answer) => void) => void
  retrieve?: (data: never, cb: (err: Error | null, result: Answer) => void) => void
  update?: (data: never, cb: (err: Error | null, result: Answer) => void) => void
}

/**
 * One client call as a promise. A `status: failure` answer is a refusal; no answer within
 * `timeoutMs`, or a transport error, leaves the outcome unknown (`errorCode: 'unknown'`): the call
 * may have been carried out, so the caller asks the provider before doing anything else.
 */
export function call(
  resource: Resource,
  method: keyof Resource,
  data: object,
  timeoutMs: number,
): Promise<Answer> {
  return new Promise((resolve) => {
    const timer = setTimeout(
      () => resolve({ status: 'failure', errorCode: UNKNOWN, errorMessage: 'no answer in time' }),
      timeoutMs,
    )
    resource[method]!(data as never, (err, result) => {
      clearTimeout(timer)
      if (err || !result)
        resolve({ status: 'failure', errorCode: UNKNOWN, errorMessage: String(err) })
      else resolve(result)
    })
  })
}

const UNKNOWN = 'unknown'

export const refusal = (answer: Answer) => ({
  ok: false as const,
  code: String(answer.errorCode ?? 'refused'),
  message: String(answer.errorMessage ?? 'iyzico refused the request'),
  unknown: answer.errorCode === UNKNOWN,
})
