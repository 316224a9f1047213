import { afterEach, describe, expect, it, vi } from 'vitest';
import { userFixture } from '@/testing/fixtures/user';
import { makeJwt } from '@/testing/jwt';
import { isTokenExpired, isTokenExpiringSoon, readTokenExpiry } from './jwt';
import {
  selectIsAuthenticated,
  selectIsTokenExpired,
  selectIsTokenExpiringSoon,
  useAuthStore,
} from './store';

const STORAGE_KEY = 'cvforge-auth';

describe('JWT expiry', () => {
  afterEach(() => vi.useRealTimers());

  it('reads exp from a base64url payload without a library', () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z') });
    const token = makeJwt(600);
    expect(readTokenExpiry(token)).toBe(Date.parse('2026-03-01T12:10:00Z') / 1000);
    expect(readTokenExpiry('not-a-jwt')).toBeNull();
    expect(readTokenExpiry('a.%%%.c')).toBeNull();
  });

  it('is expiring soon within 300 s, and expired once exp has passed', () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z') });
    const token = makeJwt(600);
    expect(isTokenExpiringSoon(token)).toBe(false);
    vi.advanceTimersByTime(300_000);
    expect(isTokenExpiringSoon(token)).toBe(true);
    expect(isTokenExpired(token)).toBe(false);
    vi.advanceTimersByTime(300_000);
    expect(isTokenExpired(token)).toBe(true);
    expect(isTokenExpiringSoon(token)).toBe(false);
  });
});

describe('auth store', () => {
  afterEach(() => vi.useRealTimers());

  it('counts as authenticated only with a user and an unexpired token', () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z') });
    const accessToken = makeJwt(900);
    expect(selectIsAuthenticated({ user: null, accessToken })).toBe(false);
    expect(selectIsAuthenticated({ user: userFixture, accessToken: null })).toBe(false);
    const state = { user: userFixture, accessToken };
    expect(selectIsAuthenticated(state)).toBe(true);
    expect(selectIsTokenExpired(state)).toBe(false);

    vi.advanceTimersByTime(700_000);
    expect(selectIsTokenExpiringSoon(state)).toBe(true);
    expect(selectIsAuthenticated(state)).toBe(true);
    vi.advanceTimersByTime(200_000);
    expect(selectIsTokenExpired(state)).toBe(true);
    expect(selectIsAuthenticated(state)).toBe(false);
  });

  it('logs in: stores user and tokens, clears the error, marks onboarding complete, persists', () => {
    useAuthStore.getState().setError('Token refresh failed');
    const accessToken = makeJwt(900);
    useAuthStore.getState().login({ user: userFixture, accessToken, refreshToken: 'r-1' });

    const state = useAuthStore.getState();
    expect(state).toMatchObject({
      user: userFixture,
      accessToken,
      refreshToken: 'r-1',
      error: null,
      hasCompletedOnboarding: true,
    });
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    expect(stored.state).toEqual({
      user: userFixture,
      accessToken,
      refreshToken: 'r-1',
      hasCompletedOnboarding: true,
    });
  });

  it('keeps the refresh token when a refresh answers without a new one', () => {
    useAuthStore.getState().login({ user: userFixture, accessToken: 'a-1', refreshToken: 'r-1' });
    useAuthStore.getState().setTokens('a-2');
    expect(useAuthStore.getState()).toMatchObject({ accessToken: 'a-2', refreshToken: 'r-1' });
    useAuthStore.getState().setTokens('a-3', 'r-3');
    expect(useAuthStore.getState()).toMatchObject({ accessToken: 'a-3', refreshToken: 'r-3' });
  });

  it('logs out: clears the state and its storage', () => {
    useAuthStore.getState().login({ user: userFixture, accessToken: 'a', refreshToken: 'r' });
    useAuthStore.getState().logout();
    expect(useAuthStore.getState()).toMatchObject({
      user: null,
      accessToken: null,
      refreshToken: null,
      hasCompletedOnboarding: false,
    });
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('follows a logout in another tab', () => {
    useAuthStore.getState().login({ user: userFixture, accessToken: 'a', refreshToken: 'r' });
    localStorage.removeItem(STORAGE_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY, newValue: null }));
    expect(useAuthStore.getState().user).toBeNull();
  });
});
