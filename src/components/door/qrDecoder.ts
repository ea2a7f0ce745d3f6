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
 * The text of the QR code in an RGBA image, by @zxing/library (loaded on first use, so only the door
 * page downloads it, and only where the browser has no BarcodeDetector); null when none is read.
 */
export async function decodeRgba(
  rgba: Uint8ClampedArray,
  width: number,
  height: number,
): Promise<string | null> {
  const { BinaryBitmap, HybridBinarizer, QRCodeReader, RGBLuminanceSource } =
    await import('@zxing/library')
  const source = new RGBLuminanceSource(luminance(rgba, width, height), width, height)
  try {
    return new QRCodeReader().decode(new BinaryBitmap(new HybridBinarizer(source))).getText()
  } catch {
    return null
  }
}

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
  return async (frame) => {
    const { videoWidth: width, videoHeight: height } = frame
    if (!width || !height) return null
    canvas.width = width
    canvas.height = height
    context.drawImage(frame, 0, 0, width, height)
    return decodeRgba(context.getImageData(0, 0, width, height).data, width, height)
  }
}
