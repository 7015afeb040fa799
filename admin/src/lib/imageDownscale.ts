// Photos larger than the server's limit (a phone's 12 MB picture) are scaled down in the
// browser before they are sent, rather than refused at save time: drawn at
// IMAGE_DOWNSCALE_MAX_PX on the longer side (its orientation applied) and encoded as
// JPEG, or WebP when the original may be transparent (PNG, WebP). What the browser cannot
// decode (HEIC in most browsers) and GIFs (an animation would be lost) are left as they
// are: the server then says what is wrong with them.
import { IMAGE_DOWNSCALE_MAX_PX, IMAGE_DOWNSCALE_QUALITY, IMAGE_MAX_BYTES } from '../config';

const SCALABLE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** The size a picture of width x height is drawn at, its longer side at most `max`. */
export function downscaledSize(
  width: number,
  height: number,
  max = IMAGE_DOWNSCALE_MAX_PX,
): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

function encode(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, IMAGE_DOWNSCALE_QUALITY));
}

/** The file to upload: the same one when it is within the limit, else a smaller copy. */
export async function fitImageForUpload(file: File): Promise<File> {
  if (file.size <= IMAGE_MAX_BYTES || !SCALABLE_TYPES.includes(file.type)) return file;
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const { width, height } = downscaledSize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    const type = file.type === 'image/jpeg' ? 'image/jpeg' : 'image/webp';
    const blob = await encode(canvas, type);
    // A browser that cannot write WebP answers PNG: keep only what is smaller and known.
    if (!blob || blob.type !== type || blob.size >= file.size) return file;
    const name = `${file.name.replace(/\.[^.]*$/, '') || 'immagine'}.${type === 'image/jpeg' ? 'jpg' : 'webp'}`;
    return new File([blob], name, { type, lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}

/**
 * The files of a picker's change or drop event, each fitted for upload (react-dropzone's
 * getFilesFromEvent). While a file is only dragged over, the browser does not hand it out
 * yet: those events give no files.
 */
export async function fittedFilesFromEvent(event: unknown): Promise<File[]> {
  let files: File[];
  if (Array.isArray(event)) {
    // The File System Access API's handles (react-dropzone's useFsAccessApi).
    files = await Promise.all(
      (event as readonly FileSystemFileHandle[]).map((handle) => handle.getFile()),
    );
  } else {
    const source = event as {
      dataTransfer?: DataTransfer | null;
      target?: EventTarget | null;
    };
    const list =
      source.dataTransfer?.files ??
      (source.target instanceof HTMLInputElement ? source.target.files : null);
    files = list ? Array.from(list) : [];
  }
  return Promise.all(files.map(fitImageForUpload));
}
