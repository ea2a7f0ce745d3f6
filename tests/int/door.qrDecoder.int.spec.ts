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

  // A code as a still camera shows it at 360 × 480 (as the door's browser test films it): sharp
  // modules nine pixels wide. For this code the library's detector works out a size no QR code
  // has from the full frame, every time; at three quarters of the size (every other frame the
  // door reads) it reads it.
  it('reads a code the full frame does not give at three quarters of its size', async () => {
    const code = 'S1.27.rjGZmCiNeyH8-Jh_M-Bb5g'
    const { modules } = QRCode.create(code, { errorCorrectionLevel: 'M' })
    const [width, height] = [360, 480]
    const scale = Math.floor(width / (modules.size + 8))
    const [left, top] = [(width - modules.size * scale) >> 1, (height - modules.size * scale) >> 1]
    const rgba = new Uint8ClampedArray(width * height * 4).fill(200)
    for (let y = 0; y < modules.size * scale; y++)
      for (let x = 0; x < modules.size * scale; x++)
        if (modules.get(Math.floor(y / scale), Math.floor(x / scale)))
          rgba.set([20, 20, 20, 255], ((top + y) * width + left + x) * 4)
    expect(await decodeRgba(rgba, width, height, 0.75)).toBe(code)
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
