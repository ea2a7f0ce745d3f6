import { foldForSearch } from '../src/lib/foldForSearch'
import { lexicalPlainText, readTimeMinutes } from '../src/lib/readTime'
import type { Locale } from '../src/i18n/locales'

/*
 * Made-up but plausible bilingual post text for the bulk seed (`--posts N`), drawn from small
 * vocabularies with Turkish letters (İ, ı, ş, ğ, ü, ö, ç) so search folding is exercised at scale.
 */
const TR_WORDS =
  `müzik konser sahne albüm gitar davul şarkı caz rock elektronik festival kayıt stüdyo
  prova dinleyici turne plak ses İstanbul Kadıköy Beyoğlu İzmir Ankara mekân grup vokal bas klavye
  akustik gece yaz kış ışık sanatçı organizatör bilet menajer yapımcı miks mastering dijital yayın
  sosyal medya kulüp bar çağdaş halk türkü ağaç şehir yolculuk hikâye ilk yeni canlı`.split(/\s+/)
const EN_WORDS =
  `music concert stage album guitar drums song jazz rock electronic festival recording
  studio rehearsal audience tour vinyl sound Istanbul Kadikoy Beyoglu Izmir Ankara venue band vocals
  bass keys acoustic night summer winter light artist promoter ticket manager producer mix
  mastering digital release social media club bar modern folk city journey story first new live`.split(
    /\s+/,
  )

/** A small deterministic generator (mulberry32), so two seeds of N posts hold the same text. */
export function randomSource(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return { next, pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] }
}

type Random = ReturnType<typeof randomSource>

const sentence = (random: Random, words: string[], length: number) => {
  const text = Array.from({ length }, () => random.pick(words)).join(' ')
  return text.charAt(0).toLocaleUpperCase('tr') + text.slice(1)
}

/** The Lexical state a one-paragraph post stores (the shape htmlToLexical writes). */
const lexicalParagraph = (text: string) => ({
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    direction: null,
    children: [
      {
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: null,
        textStyle: '',
        textFormat: 0,
        children: [
          { mode: 'normal', text, type: 'text', style: '', detail: 0, format: 0, version: 1 },
        ],
      },
    ],
  },
})

type BulkLocaleText = {
  title: string
  excerpt: string
  content: ReturnType<typeof lexicalParagraph>
  readTime: number
  /** What the fillSearchText hook would store, computed by the same functions. */
  searchText: string
}

export function bulkLocaleText(random: Random, language: Locale): BulkLocaleText {
  const words = language === 'tr' ? TR_WORDS : EN_WORDS
  const title = sentence(random, words, 6)
  const excerpt = sentence(random, words, 18)
  const content = lexicalParagraph(sentence(random, words, 60) + '.')
  const plain = lexicalPlainText(content)
  return {
    title,
    excerpt,
    content,
    readTime: readTimeMinutes(plain),
    searchText: foldForSearch([title, excerpt, plain].join(' ')),
  }
}
