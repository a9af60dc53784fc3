/** Client-side image checks and scaling for logos and avatars. */

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export interface Size {
  width: number;
  height: number;
}

/** Scales down (never up) to fit inside maxWidth × maxHeight, keeping the aspect ratio. */
export function fitWithin(size: Size, maxWidth: number, maxHeight: number): Size {
  const { width, height } = size;
  if (width <= 0 || height <= 0) return { width: maxWidth, height: maxHeight };
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export interface ImageRules {
  notImage: string;
  tooLarge: string;
}

/** The first rule the file breaks, as the message to show, or null when it may be uploaded. */
export function checkImageFile(file: Pick<File, 'type' | 'size'>, messages: ImageRules): string | null {
  if (!file.type.startsWith('image/')) return messages.notImage;
  if (file.size > MAX_UPLOAD_BYTES) return messages.tooLarge;
  return null;
}

export interface EncodeOptions {
  maxWidth: number;
  maxHeight: number;
  type: 'image/jpeg' | 'image/png';
  quality?: number;
}

/** Company logo: at most 400px on the longer side, JPEG at quality 0.8. */
export const LOGO_ENCODING: EncodeOptions = { maxWidth: 400, maxHeight: 400, type: 'image/jpeg', quality: 0.8 };

/** Avatar: at most 800×600; PNG and SVG stay PNG (transparency), anything else JPEG at 0.7. */
export function avatarEncoding(mime: string): EncodeOptions {
  const keepsAlpha = mime === 'image/png' || mime === 'image/svg+xml';
  return {
    maxWidth: 800,
    maxHeight: 600,
    type: keepsAlpha ? 'image/png' : 'image/jpeg',
    quality: keepsAlpha ? undefined : 0.7,
  };
}

function loadImage(file: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      URL.revokeObjectURL(url);
      resolve(img);
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('Не удалось прочитать изображение'));
    };
    img.src = url;
  });
}

/** Decodes the file, scales it and returns a data URL ready to send. */
export async function encodeImage(file: Blob, options: EncodeOptions): Promise<string> {
  const img = await loadImage(file);
  const target = fitWithin({ width: img.naturalWidth, height: img.naturalHeight }, options.maxWidth, options.maxHeight);
  const canvas = document.createElement('canvas');
  canvas.width = target.width;
  canvas.height = target.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas is not available');
  if (options.type === 'image/jpeg') {
    // JPEG has no transparency: paint white rather than black behind transparent pixels.
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, target.width, target.height);
  }
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(img, 0, 0, target.width, target.height);
  return canvas.toDataURL(options.type, options.quality);
}
