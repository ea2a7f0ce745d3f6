import type { DefaultCellComponentProps, TextareaFieldClient } from 'payload'

const EXCERPT_LENGTH = 90

/** The first words of a comment, enough for a moderator to judge it from the list. */
export function CommentExcerptCell({ cellData }: DefaultCellComponentProps<TextareaFieldClient>) {
  const text = typeof cellData === 'string' ? cellData.replace(/\s+/g, ' ').trim() : ''
  const excerpt = text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text
  return <span title={text}>{excerpt}</span>
}
