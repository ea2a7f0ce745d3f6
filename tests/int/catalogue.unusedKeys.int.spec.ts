import { describe, expect, it } from 'vitest'

import { messages } from '../../src/i18n/messages'
import { codeLiterals, isRead, leafKeys } from '../helpers/catalogueKeys'

/**
 * Keys the code builds from a name and a suffix, which no literal spells whole:
 * StoryChapters.tsx reads `${chapter}Title` and `${chapter}Text1`/`Text2`, PrivacySections.tsx
 * `${id}Title`, `${id}Text` and `${id}${item}`, AdminPageHeader.tsx `${screen}Description`.
 */
const BUILT_KEYS = [
  'AdminBlog.createDescription',
  'AdminBlog.editDescription',
  ...['spark', 'vision', 'journey', 'ahead'].map((chapter) => `Story.${chapter}`),
  ...['collected', 'purposes', 'sharing', 'retention', 'rights', 'storage', 'changes'].map(
    (section) => `Privacy.${section}`,
  ),
]

const code = codeLiterals()
const unread = (catalogue: object) =>
  leafKeys(catalogue).filter((key) => !isRead(key, code, BUILT_KEYS))

describe('message catalogues', () => {
  it.each(['tr', 'en'] as const)('%s has no key that no code reads', (locale) => {
    expect(unread(messages[locale])).toEqual([])
  })

  it('finds a key no code reads, and reads keys spelled whole, by namespace or by template', () => {
    expect(unread({ ProfileEditor: { uploadPhoto: 'Upload photo' } })).toEqual([
      'ProfileEditor.uploadPhoto',
    ])
    // requestMessage(request, 'ProfileApi.photoSaved'); useTranslations('Shows.filters') + t('city');
    // t(`Applications.state.${state}`); const E = 'GigForm.errors.' + `${E}titleRequired`.
    for (const key of [
      'ProfileApi.photoSaved',
      'Shows.filters.city',
      'Applications.state.pending',
      'GigForm.errors.titleRequired',
    ])
      expect(isRead(key, code)).toBe(true)
    expect(isRead('Story.sparkTitle', code)).toBe(false)
    expect(isRead('Story.sparkTitle', code, BUILT_KEYS)).toBe(true)
  })
})
