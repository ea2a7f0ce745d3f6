import sharp from 'sharp'

/** A venue's photo drawn for the project: a stage with lights in the venue's colours, as WebP. */
export async function drawVenuePhoto([main, accent]: [string, string]): Promise<Buffer> {
  const lights = [160, 400, 640, 880, 1120]
    .map(
      (x) =>
        `<polygon points="${x},0 ${x - 120},520 ${x + 120},520" fill="${accent}" opacity="0.18"/>` +
        `<circle cx="${x}" cy="24" r="18" fill="${accent}"/>`,
    )
    .join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#0f0a1e"/><stop offset="1" stop-color="${main}"/>
    </linearGradient></defs>
    <rect width="1280" height="720" fill="url(#bg)"/>${lights}
    <rect x="0" y="520" width="1280" height="200" fill="#1c1433"/>
    <rect x="140" y="500" width="1000" height="24" rx="6" fill="${accent}" opacity="0.8"/>
    <g fill="#0b0716">
      <circle cx="420" cy="430" r="26"/><rect x="396" y="456" width="48" height="64" rx="12"/>
      <circle cx="640" cy="410" r="30"/><rect x="612" y="440" width="56" height="80" rx="14"/>
      <circle cx="860" cy="430" r="26"/><rect x="836" y="456" width="48" height="64" rx="12"/>
    </g>
  </svg>`
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer()
}
