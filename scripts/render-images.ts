/**
 * Renders the hand-drawn SVG sources under public/images/{discover,covers,gigs,artists} to WebP beside
 * them (what the site serves, through next/image), plus the home page's social-sharing JPEG.
 * Run after editing an SVG: `npx tsx scripts/render-images.ts`. Sources and output are committed.
 */
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'

import sharp from 'sharp'

const IMAGES = join(import.meta.dirname, '..', 'public', 'images')

/** Each folder's raster size; the SVGs are drawn at these aspect ratios. */
const FOLDERS = [
  { folder: 'discover', width: 1200, height: 800 },
  { folder: 'covers', width: 1600, height: 900 },
  { folder: 'gigs', width: 1200, height: 800 },
  { folder: 'artists', width: 800, height: 800 },
] as const

/** Open Graph wants 1200x630; JPEG because not every link preview reads WebP. */
const SOCIAL = {
  source: 'discover/venue-stage.svg',
  target: 'og/home.jpg',
  width: 1200,
  height: 630,
}

async function renderFolder({ folder, width, height }: (typeof FOLDERS)[number]) {
  const dir = join(IMAGES, folder)
  const sources = (await readdir(dir)).filter((name) => name.endsWith('.svg'))
  for (const name of sources) {
    const target = join(dir, name.replace(/\.svg$/, '.webp'))
    // A density above 72 dpi rasterises the vector at full detail before the resize.
    const info = await sharp(join(dir, name), { density: 144 })
      .resize(width, height, { fit: 'cover' })
      .webp({ quality: 82, effort: 6 })
      .toFile(target)
    console.log(
      `${folder}/${name} -> ${info.width}x${info.height}, ${Math.round(info.size / 1024)} kB`,
    )
  }
}

async function renderSocialImage() {
  const info = await sharp(join(IMAGES, SOCIAL.source), { density: 144 })
    .resize(SOCIAL.width, SOCIAL.height, { fit: 'cover', position: 'centre' })
    .jpeg({ quality: 84, mozjpeg: true })
    .toFile(join(IMAGES, SOCIAL.target))
  console.log(
    `${SOCIAL.target} -> ${info.width}x${info.height}, ${Math.round(info.size / 1024)} kB`,
  )
}

async function main() {
  for (const folder of FOLDERS) await renderFolder(folder)
  await renderSocialImage()
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
