import * as contracts from '@cvforge/contracts';
import { describe, expect, it } from 'vitest';
import {
  COPY_ID_CONFIRMATION_MS,
  THEME_STORAGE_KEY,
  TOAST_DURATION_MS,
  TOKEN_EXPIRING_SOON_SECONDS,
} from './constants';
import { paths } from './paths';

describe('web constants mirrored from @cvforge/contracts', () => {
  it('stay equal to the shared values', () => {
    expect(THEME_STORAGE_KEY).toBe(contracts.THEME_STORAGE_KEY);
    expect(COPY_ID_CONFIRMATION_MS).toBe(contracts.COPY_ID_CONFIRMATION_MS);
    expect(TOAST_DURATION_MS).toBe(contracts.TOAST_DEFAULT_DURATION_MS);
    expect(TOKEN_EXPIRING_SOON_SECONDS).toBe(contracts.TOKEN_EXPIRING_SOON_SECONDS);
    expect(paths.resetPassword.path).toBe(contracts.PASSWORD_RESET_PATH);
  });
});
