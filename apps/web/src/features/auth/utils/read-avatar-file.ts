import { AVATAR_DATA_URL_MAX_BYTES } from '@cvforge/contracts';

const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
export const AVATAR_ACCEPT = AVATAR_TYPES.join(',');
export const AVATAR_MAX_KB = AVATAR_DATA_URL_MAX_BYTES / 1024;

/**
 * Reads a chosen picture as a data: URL the server accepts (PNG, JPEG, GIF or WebP, at most
 * 200 KB). Rejects with a sentence to show when the file does not fit.
 */
export function readAvatarFile(file: File): Promise<string> {
  if (!AVATAR_TYPES.includes(file.type)) {
    return Promise.reject(new Error('Choose a PNG, JPEG, GIF or WebP image.'));
  }
  if (file.size > AVATAR_DATA_URL_MAX_BYTES) {
    const kb = Math.ceil(file.size / 1024);
    return Promise.reject(
      new Error(`The image is ${kb} KB; it must be ${AVATAR_MAX_KB} KB or smaller.`),
    );
  }
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('The image could not be read. Try another file.'));
    reader.readAsDataURL(file);
  });
}
