import QRCode from 'qrcode'
import { describe, expect, it } from 'vitest'

import { decodeRgba } from '../../src/components/door/qrDecoder'
import { timeLocative } from '../../src/lib/tickets/timeLocative'

/** `text` as a QR code drawn in RGBA: `scale` pixels a module, a quiet zone of 4, on grey noise. */
function qrImage(text: string, scale = 6) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const size = (modules.size + 8) * scale
  const rgba = new Uint8ClampedArray(size * size * 4)
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const [mx, my] = [Math.floor(x / scale) - 4, Math.floor(y / scale) - 4]
      const dark =
        mx >= 0 && my >= 0 && mx < modules.size && my < modules.size && modules.get(my, mx)
      // A dim, uneven room: dark modules near 40, light ones between 170 and 210.
      const level = dark ? 40 : 170 + ((x * 7 + y * 13) % 40)
      rgba.set([level, level, level, 255], (y * size + x) * 4)
    }
  return { rgba, size }
}

describe('the door’s QR decoder (the library path, where the browser has no BarcodeDetector)', () => {
  it('reads a ticket’s code from an image of its QR code', async () => {
    const code = 'S1.123456.AbCdEfGhIjKlMnOpQrSt_-'
    const { rgba, size } = qrImage(code)
    expect(await decodeRgba(rgba, size, size)).toBe(code)
  })

  it('answers null for an image with no code', async () => {
    const size = 200
    const rgba = new Uint8ClampedArray(size * size * 4).fill(200)
    expect(await decodeRgba(rgba, size, size)).toBeNull()
  })
})

describe('timeLocative', () => {
  it('joins the ending the last spoken word of a clock time takes', () => {
    expect(
      [
        '21:14',
        '21:40',
        '20:00',
        '21:03',
        '21:06',
        '21:30',
        '22:50',
        '10:00',
        '00:00',
        '19:09',
      ].map((time) => `${time}'${timeLocative(time)}`),
    ).toEqual([
      "21:14'te",
      "21:40'ta",
      "20:00'de",
      "21:03'te",
      "21:06'da",
      "21:30'da",
      "22:50'de",
      "10:00'da",
      "00:00'da",
      "19:09'da",
    ])
  })
})
