import 'server-only'

import { convertHTMLToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import { JSDOM } from 'jsdom'
import type { Payload, SanitizedConfig } from 'payload'

import { placeUploads } from './placeUploads'

type EditorConfig = Awaited<ReturnType<typeof editorConfigFactory.default>>

const editorConfigs = new WeakMap<SanitizedConfig, Promise<EditorConfig>>()

/** The default Lexical editor config, built once per Payload config. */
function editorConfigFor(config: SanitizedConfig): Promise<EditorConfig> {
  let cached = editorConfigs.get(config)
  if (!cached) {
    cached = editorConfigFactory.default({ config })
    editorConfigs.set(config, cached)
  }
  return cached
}

/**
 * Converts HTML to the Lexical state stored in posts. The caller sanitises untrusted HTML first
 * and marks media images (`markMediaImages`); those become upload blocks at the top level.
 */
export async function htmlToLexical(payload: Payload, html: string) {
  const editorConfig = await editorConfigFor(payload.config)
  return placeUploads(convertHTMLToLexical({ editorConfig, html, JSDOM })) as ReturnType<
    typeof convertHTMLToLexical
  >
}
