import { describe, expect, it } from 'vitest'

import { fewAtOnce } from '@/lib/fewAtOnce'

/** A call that runs until its gate is opened, noting when it starts. */
function gated(started: string[], name: string) {
  let open = () => {}
  const gate = new Promise<void>((resolve) => (open = resolve))
  return {
    open: () => open(),
    work: async () => {
      started.push(name)
      await gate
      return name
    },
  }
}

const turn = () => new Promise((resolve) => setImmediate(resolve))

describe('fewAtOnce', () => {
  it('runs at most `slots` calls of one key at once, the others in the order they came', async () => {
    const started: string[] = []
    const calls = ['a', 'b', 'c', 'd'].map((name) => gated(started, name))
    const answers = calls.map((call) => fewAtOnce('type-1', 2, call.work))
    await turn()
    expect(started).toEqual(['a', 'b'])
    calls[1]!.open()
    await turn()
    expect(started).toEqual(['a', 'b', 'c'])
    calls[0]!.open()
    await turn()
    expect(started).toEqual(['a', 'b', 'c', 'd'])
    calls[2]!.open()
    calls[3]!.open()
    expect(await Promise.all(answers)).toEqual(['a', 'b', 'c', 'd'])
  })

  it('lets other keys run beside, and a failure give its slot on', async () => {
    const started: string[] = []
    const first = gated(started, 'first')
    const held = fewAtOnce('type-2', 1, first.work)
    const other = fewAtOnce('type-3', 1, async () => 'other')
    expect(await other).toBe('other')
    const failing = fewAtOnce('type-2', 1, async () => {
      throw new Error('refused')
    })
    const after = fewAtOnce('type-2', 1, async () => 'after')
    first.open()
    expect(await held).toBe('first')
    await expect(failing).rejects.toThrow('refused')
    expect(await after).toBe('after')
  })
})
