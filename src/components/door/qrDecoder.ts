/** Reads the text of a QR code in one frame; null when there is none. */
type QrDecoder = (frame: HTMLVideoElement) => Promise<string | null>

type Detector = { detect: (source: CanvasImageSource) => Promise<{ rawValue: string }[]> }
type DetectorClass = {
  new (options: { formats: string[] }): Detector
  getSupportedFormats?: () => Promise<string[]>
}

/** Grey levels of RGBA pixels (ITU-R 601 weights), as a decoder reads them. */
function luminance(rgba: Uint8ClampedArray, width: number, height: number): Uint8ClampedArray {
  const grey = new Uint8ClampedArray(width * height)
  for (let i = 0; i < grey.length; i++)
    grey[i] = (rgba[i * 4]! * 299 + rgba[i * 4 + 1]! * 587 + rgba[i * 4 + 2]! * 114) / 1000
  return grey
}

/**
 * Grey levels (`width` × `height`) at `scale` of their size, each pixel the mean of the source
 * pixels it covers, as a canvas drawn smaller smooths them.
 */
function scaleGrey(grey: Uint8ClampedArray, width: number, height: number, scale: number) {
  const [w, h] = [Math.floor(width * scale), Math.floor(height * scale)]
  const out = new Uint8ClampedArray(w * h)
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const [x0, x1] = [Math.floor(x / scale), Math.min(width, Math.ceil((x + 1) / scale))]
      const [y0, y1] = [Math.floor(y / scale), Math.min(height, Math.ceil((y + 1) / scale))]
      let sum = 0
      for (let sy = y0; sy < y1; sy++)
        for (let sx = x0; sx < x1; sx++) sum += grey[sy * width + sx]!
      out[y * w + x] = sum / ((x1 - x0) * (y1 - y0))
    }
  return { grey: out, width: w, height: h }
}

/**
 * The text of the QR code in an RGBA image, by @zxing/library (loaded on first use, so only the door
 * page downloads it, and only where the browser has no BarcodeDetector); null when none is read.
 * With `scale` below 1 the image is read at that share of its size (see createQrDecoder).
 */
export async function decodeRgba(
  rgba: Uint8ClampedArray,
  width: number,
  height: number,
  scale = 1,
): Promise<string | null> {
  const { BinaryBitmap, HybridBinarizer, QRCodeReader, RGBLuminanceSource } =
    await import('@zxing/library')
  const grey = luminance(rgba, width, height)
  const image = scale < 1 ? scaleGrey(grey, width, height, scale) : { grey, width, height }
  const source = new RGBLuminanceSource(image.grey, image.width, image.height)
  try {
    return new QRCodeReader().decode(new BinaryBitmap(new HybridBinarizer(source))).getText()
  } catch {
    return null
  }
}

/**
 * Every other frame the library reads at three quarters of its size: its detector works out a
 * code's size from the three corner squares, and with some codes and sizes (sharp modules a whole
 * number of pixels wide) it arrives at a size no QR code has and misses a code held still on every
 * frame; smaller, it reads it. Alternating keeps one read a frame, as cheap as before on a phone.
 */
const FRAME_SCALES = [1, 0.75]

/** The browser's own QR reader when it has one (Chrome on Android, Safari), else the library. */
export async function createQrDecoder(): Promise<QrDecoder> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector
  const formats = Native ? ((await Native.getSupportedFormats?.().catch(() => [])) ?? []) : []
  if (Native && formats.includes('qr_code')) {
    const detector = new Native({ formats: ['qr_code'] })
    return async (frame) => (await detector.detect(frame).catch(() => []))[0]?.rawValue ?? null
  }
  const canvas = document.createElement('canvas')
  const context = canvas.getContext('2d', { willReadFrequently: true })!
  let frames = 0
  return async (frame) => {
    const { videoWidth: width, videoHeight: height } = frame
    if (!width || !height) return null
    canvas.width = width
    canvas.height = height
    context.drawImage(frame, 0, 0, width, height)
    const scale = FRAME_SCALES[frames++ % FRAME_SCALES.length]
    return decodeRgba(context.getImageData(0, 0, width, height).data, width, height, scale)
  }
}
