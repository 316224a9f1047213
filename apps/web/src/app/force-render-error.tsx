import { FORCE_RENDER_ERROR_KEY } from '@/config/constants';

function isForced(): boolean {
  try {
    return window.localStorage.getItem(FORCE_RENDER_ERROR_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Test hook for the end-to-end check of the error screen: throws during render when
 * localStorage 'cvforge-force-render-error' is '1'. Users never set that key, so it is harmless.
 */
export function ForceRenderError() {
  if (isForced()) throw new Error('Forced render error (test hook cvforge-force-render-error)');
  return null;
}
