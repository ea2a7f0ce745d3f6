import { describe, expect, it } from 'vitest'

import { messages } from '../../src/i18n/messages'
import { leafKeys } from '../helpers/catalogueKeys'
import { labelKeys } from '../helpers/labelKeys'

/**
 * One Turkish voice (docs/site.md, "Turkish copy"): one spelling for each word of the glossary,
 * and the button rule, the bare verb on a button and the polite form in sentences.
 */

/** Second spellings of the glossary's words, each with the one the catalogue uses. */
const GLOSSARY: [wrong: RegExp, right: string][] = [
  [/(?<![/\w])[Mm]ekan/, 'mekân (with â), as in "Mekânlar"'],
  [/[Ss]üzgeç/, 'filtre'],
  [/Kapı anlaşması/, 'Kapı payı'],
  [/\b[Gg]ig'/, 'gig with its suffix joined: "giginize", "gige"'],
  [/(\d|\})\s?TRY\b/, 'the lira sign before the amount: "₺9.000"'],
]

/** Keys named as buttons (the action a click does) and mail buttons (`action`). */
const BUTTON_KEY =
  /(?:^|\.)(submit|save|send|cancel|keep|back|apply|clear|pay|confirm|action|retry|remove|delete|edit|add|upload|download|invite|accept|decline|withdraw|follow|unfollow|logout|register|search|continue|\w+Button|\w+Submit|\w+Action)$|(?:^|\.)(?:add|remove|upload|print)[A-Z]\w*$/i
/** Labels under a button-like key that are not buttons. */
const NOT_BUTTONS = new Set(['Payments.statement.share'])
/** The polite (second person plural) imperative: "açın", "gönderin", "Vazgeçin". */
const POLITE_ENDING = /(?:[ıiuü]n)$/

const valueAt = (catalogue: object, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue)

/** A text and, for an ICU message, each of its branches ("{count, plural, other {# …}}"). */
const textsOf = (value: string) => [
  value.trim(),
  ...[...value.matchAll(/\{([^{}]*)\}/g)].map(([, branch]) => branch.trim()),
]

const turkish = leafKeys(messages.tr).map(
  (key) => [key, String(valueAt(messages.tr, key))] as const,
)

describe('the Turkish catalogue speaks with one voice', () => {
  it('spells each glossary word one way', () => {
    const seconds = turkish.flatMap(([key, text]) =>
      GLOSSARY.filter(([wrong]) => wrong.test(text)).map(
        ([, right]) => `${key}: "${text}" → ${right}`,
      ),
    )
    expect(seconds).toEqual([])
  })

  it('puts the bare verb on buttons', () => {
    const polite = turkish
      .filter(([key]) => BUTTON_KEY.test(key) && !NOT_BUTTONS.has(key))
      // A button is a few words; a longer text under such a key is a sentence.
      .filter(([, text]) => text.split(/\s+/).length <= 4 && POLITE_ENDING.test(text.trim()))
      .map(([key, text]) => `${key}: "${text}"`)
    expect(polite).toEqual([])
  })

  it('puts the bare verb on every button and link label the screens show', () => {
    // The labels are read from the components (tests/helpers/labelKeys.ts), whatever their keys.
    const labels = labelKeys()
    const polite = [...labels]
      .map((key) => [key, valueAt(messages.tr, key)] as const)
      .filter(([, text]) => typeof text === 'string')
      .filter(([, text]) => textsOf(text as string).some((part) => POLITE_ENDING.test(part)))
      .map(([key, text]) => `${key}: "${text}"`)
    expect(polite).toEqual([])
  })

  it('finds the labels in the components: a button, a link, a dialog button, an empty state', () => {
    const labels = labelKeys()
    for (const key of [
      'Market2.gigAction.apply',
      'Terms.pdf',
      'Market2.booking.cancel',
      'Market2.dashboard.browseGigs',
      'Shows.details',
    ])
      expect(labels, key).toContain(key)
    expect(textsOf('{count, plural, other {# başvuru: inceleyin}}')).toContain('# başvuru: inceleyin')
  })

  it('catches a second spelling and a polite button', () => {
    expect(GLOSSARY[0][0].test('Mekan profili')).toBe(true)
    expect(GLOSSARY[0][0].test('Mekânlar, /mekanlar/kadikoy')).toBe(false)
    expect(GLOSSARY[3][0].test("Gig'inize")).toBe(true)
    expect(GLOSSARY[4][0].test('9.000 TRY')).toBe(true)
    expect(BUTTON_KEY.test('Reviews.form.submit') && POLITE_ENDING.test('Gönderin')).toBe(true)
    // A key that starts with the action names a button too ("addMedia", "removePhoto").
    expect(BUTTON_KEY.test('PressKit.editor.addMedia')).toBe(true)
    expect(BUTTON_KEY.test('GigForm.chooseCity')).toBe(false)
    expect(POLITE_ENDING.test('Gönder')).toBe(false)
  })
})
