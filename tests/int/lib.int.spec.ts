import { describe, expect, it } from 'vitest'

import { categoryLabel } from '../../src/lib/categories'
import { parseRecordId } from '../../src/lib/parseRecordId'
import { countWords, lexicalPlainText, readTimeMinutes } from '../../src/lib/readTime'
import { slugify } from '../../src/lib/slugify'
import { pageWindow } from '../../src/lib/pageWindow'

describe('slugify', () => {
  it.each([
    ['Şarkı Yazımı', 'sarki-yazimi'],
    ['İZMİR Işıkları', 'izmir-isiklari'],
    ['Güçlü Ön Gösterim', 'guclu-on-gosterim'],
    ['Rock & Roll -- Live!', 'rock-roll-live'],
    ['  Café   Müzik  ', 'cafe-muzik'],
    ['', 'untitled-post'],
    ['???', 'untitled-post'],
  ])('%s → %s', (input, expected) => {
    expect(slugify(input)).toBe(expected)
  })
})

describe('read time', () => {
  it('counts the words of nested Lexical text nodes', () => {
    const state = {
      root: {
        children: [
          { children: [{ text: 'bir iki' }, { text: 'üç' }] },
          { children: [{ text: 'dört' }] },
        ],
      },
    }
    expect(countWords(lexicalPlainText(state))).toBe(4)
  })

  it('rounds up at 200 words a minute with a one-minute floor', () => {
    expect(readTimeMinutes('')).toBe(1)
    expect(readTimeMinutes(Array(200).fill('a').join(' '))).toBe(1)
    expect(readTimeMinutes(Array(201).fill('a').join(' '))).toBe(2)
  })
})

describe('category labels', () => {
  it('turns hyphens into " & " and capitalises words', () => {
    expect(categoryLabel('music-technology')).toBe('Music & Technology')
  })
})

describe('record ids', () => {
  it.each([
    [7, 7],
    ['42', 42],
    ['2147483647', 2147483647],
    ['0', null],
    ['2147483648', null],
    ['-1', null],
    ['1.5', null],
    ['1; DROP TABLE posts', null],
    [null, null],
  ])('%s → %s', (input, expected) => {
    expect(parseRecordId(input)).toBe(expected)
  })
})

describe('pagination window', () => {
  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 11113, [1, 2, 3, 'gap', 11113]],
    [2, 11113, [1, 2, 3, 4, 'gap', 11113]],
    [6, 20, [1, 'gap', 4, 5, 6, 7, 8, 'gap', 20]],
    [5, 20, [1, 2, 3, 4, 5, 6, 7, 'gap', 20]],
    [20, 20, [1, 'gap', 18, 19, 20]],
  ] as const)('page %i of %i shows %j', (current, pages, expected) => {
    expect(pageWindow(current, pages)).toEqual(expected)
  })
})
