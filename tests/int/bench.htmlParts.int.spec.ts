import { describe, expect, it } from 'vitest'

import { htmlParts } from '../../scripts/bench/htmlParts'

// A page as `next start` sends it, cut down: inline styles, an external chunk, JSON-LD, Next's
// RSC bootstrap and one payload chunk. "Kadıköy" has two letters of two bytes each in UTF-8.
const STYLE = 'body{color:red}' // 15 bytes
const JSON_LD = '{"@type":"MusicEvent","name":"Kadıköy"}' // 41 bytes
const RSC_BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])' // 43 bytes
const RSC_CHUNK = String.raw`self.__next_f.push([1,"1:[\"$\",\"h1\",null,{\"children\":\"Kadıköy Sahne\"}]\n"])` // 84 bytes
const PAGE = [
  '<!DOCTYPE html><html lang="tr"><head>',
  `<style data-precedence="next">${STYLE}</style>`,
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  `<script type="application/ld+json">${JSON_LD}</script>`,
  '</head><body><h1>Kadıköy Sahne</h1>',
  `<script>${RSC_BOOTSTRAP}</script><script>${RSC_CHUNK}</script>`,
  '</body></html>',
].join('')

describe('htmlParts: what a page’s HTML bytes are made of', () => {
  it('counts the RSC payload, the inline CSS and other inline script by their UTF-8 bytes', () => {
    const parts = htmlParts(PAGE)
    expect(parts.css).toBe(15)
    expect(parts.rsc).toBe(43 + 84)
    expect(parts.otherScript).toBe(41)
  })

  it('leaves the rest, tags of scripts and styles included, to markup: the parts add up', () => {
    const parts = htmlParts(PAGE)
    expect(parts.raw).toBe(Buffer.byteLength(PAGE, 'utf8'))
    expect(parts.raw).toBeGreaterThan(PAGE.length) // bytes, not characters
    expect(parts.markup).toBe(parts.raw - 15 - 43 - 84 - 41)
    expect(parts.rsc + parts.css + parts.otherScript + parts.markup).toBe(parts.raw)
  })

  it('counts every style and script element, whatever its case or attributes', () => {
    const html =
      '<STYLE>a{}</STYLE><svg><style>b{}</style></svg>' +
      '<script nonce="x">self.__next_f.push([1,"a"])</SCRIPT ><script>window.x=1</script>'
    expect(htmlParts(html)).toMatchObject({ css: 6, rsc: 27, otherScript: 10 })
  })

  it('does not take the payload’s name in text or an attribute for the payload', () => {
    const html = '<p data-x="self.__next_f">self.__next_f.push is how Next streams</p>'
    expect(htmlParts(html)).toEqual({
      raw: html.length,
      rsc: 0,
      css: 0,
      otherScript: 0,
      markup: html.length,
    })
  })

  it('weighs a page with no script or style as markup alone', () => {
    expect(htmlParts('')).toEqual({ raw: 0, rsc: 0, css: 0, otherScript: 0, markup: 0 })
  })
})
