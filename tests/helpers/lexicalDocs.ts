/** Serialized Lexical nodes as Payload's editor writes them (version, direction, ids included). */
const text = (value: string, format = 0) => ({
  type: 'text',
  text: value,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})
const element = (type: string, children: unknown[], extra: Record<string, unknown> = {}) => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})
const heading = (tag: string, value: string) => element('heading', [text(value)], { tag })
const paragraph = (...children: unknown[]) =>
  element('paragraph', children, { textFormat: 0, textStyle: '' })
const item = (value: number, ...children: unknown[]) => element('listitem', children, { value })
const list = (tag: 'ul' | 'ol', ...items: unknown[]) =>
  element('list', items, { tag, listType: tag === 'ul' ? 'bullet' : 'number', start: 1 })

// Lexical's format bits: bold 1, italic 2, strikethrough 4, underline 8.
/** Every element both the panel and the admin HTML support, with an image upload of `mediaId`. */
export const panelDocument = (mediaId: number) => ({
  root: element('root', [
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((tag) => heading(tag, `Heading ${tag}`)),
    paragraph(
      text('Plain, '),
      text('bold', 1),
      text(', '),
      text('italic', 2),
      text(', '),
      text('both', 3),
      text(', '),
      text('underlined', 8),
      text(' and '),
      text('struck', 4),
      text('. See '),
      element('link', [text('the tour')], {
        version: 3,
        id: '6650c0ffee0000000000aaaa',
        fields: { url: 'https://example.com/tour', newTab: true, linkType: 'custom' },
      }),
      text('.'),
    ),
    list('ul', item(1, text('One')), item(2, list('ul', item(1, text('Nested'))))),
    list('ol', item(1, text('First')), item(2, text('Second', 1))),
    element('quote', [text('A quote with '), text('emphasis', 2)]),
    {
      type: 'upload',
      version: 3,
      format: '',
      id: '6650c0ffee0000000000bbbb',
      fields: null,
      relationTo: 'media',
      value: mediaId,
    },
    paragraph(text('The end.')),
  ]),
})

type Node = Record<string, unknown> & { children?: Node[] }

/** What a reader sees of a node: its kind, tag, text, marks, link and image; not ids or versions. */
function shape(node: Node): Record<string, unknown> {
  const kept = ['type', 'tag', 'listType', 'text', 'format', 'relationTo', 'value'] as const
  const result: Record<string, unknown> = {}
  for (const key of kept)
    if (node[key] !== undefined && node[key] !== '' && !(key === 'format' && node.type !== 'text'))
      result[key] = node[key]
  if (node.type === 'listitem') delete result.value
  if (node.type === 'link') {
    const fields = node.fields as { url: string; newTab: boolean }
    result.url = fields.url
    result.newTab = Boolean(fields.newTab)
  }
  if (node.children) result.children = node.children.map(shape)
  return result
}

export const shapeOf = (state: unknown): unknown[] =>
  ((state as { root: Node }).root.children ?? []).map(shape)
