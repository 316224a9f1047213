import type { User } from '@cvforge/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { AUTH_STORAGE_KEY } from '@/config/constants';
import { isTokenExpired, isTokenExpiringSoon } from './jwt';

/** docs/product.md §P3 "Auth state"; isAuthenticated and isTokenExpired are derived (selectors below). */
export interface AuthState {
  user: User | null;
  accessToken: string | null;
  refreshToken: string | null;
  isLoading: boolean;
  error: string | null;
  hasCompletedOnboarding: boolean;
}

export interface AuthSession {
  user: User;
  accessToken: string;
  refreshToken?: string | null;
}

interface AuthActions {
  /** Stores user and tokens, clears the error and marks onboarding complete (docs/product.md §P4). */
  login: (session: AuthSession) => void;
  setTokens: (accessToken: string, refreshToken?: string | null) => void;
  setUser: (user: User) => void;
  setLoading: (isLoading: boolean) => void;
  setError: (error: string | null) => void;
  /** Clears the auth state and its storage. Notifications are cleared by app/ (see providers). */
  logout: () => void;
}

export type AuthStore = AuthState & AuthActions;

const INITIAL_STATE: AuthState = {
  user: null,
  accessToken: null,
  refreshToken: null,
  isLoading: false,
  error: null,
  hasCompletedOnboarding: false,
};

export const useAuthStore = create<AuthStore>()(
  persist(
    (set) => ({
      ...INITIAL_STATE,
      login: ({ user, accessToken, refreshToken }) =>
        set({
          user,
          accessToken,
          refreshToken: refreshToken ?? null,
          error: null,
          isLoading: false,
          hasCompletedOnboarding: true,
        }),
      setTokens: (accessToken, refreshToken) =>
        set((state) => ({ accessToken, refreshToken: refreshToken ?? state.refreshToken })),
      setUser: (user) => set({ user }),
      setLoading: (isLoading) => set({ isLoading }),
      setError: (error) => set({ error }),
      logout: () => {
        set(INITIAL_STATE);
        useAuthStore.persist.clearStorage();
      },
    }),
    {
      name: AUTH_STORAGE_KEY,
      storage: createJSONStorage(() => window.localStorage),
      partialize: ({ user, accessToken, refreshToken, hasCompletedOnboarding }) => ({
        user,
        accessToken,
        refreshToken,
        hasCompletedOnboarding,
      }),
    },
  ),
);

/** Signing in or out in another tab applies here too. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== AUTH_STORAGE_KEY) return;
    if (event.newValue !== null) {
      void useAuthStore.persist.rehydrate();
    } else if (useAuthStore.getState().accessToken !== null) {
      // Rehydrating from an emptied key keeps the current state, so log out explicitly.
      useAuthStore.getState().logout();
    }
  });
}

type TokenState = Pick<AuthState, 'accessToken' | 'user'>;

export function selectIsTokenExpired(state: TokenState, nowMs: number = Date.now()): boolean {
  return state.accessToken !== null && isTokenExpired(state.accessToken, nowMs);
}

export function selectIsTokenExpiringSoon(state: TokenState, nowMs: number = Date.now()): boolean {
  return state.accessToken !== null && isTokenExpiringSoon(state.accessToken, nowMs);
}

/** Authenticated only with a user and an unexpired token (docs/product.md §P4). */
export function selectIsAuthenticated(state: TokenState, nowMs: number = Date.now()): boolean {
  return (
    state.user !== null && state.accessToken !== null && !isTokenExpired(state.accessToken, nowMs)
  );
}
