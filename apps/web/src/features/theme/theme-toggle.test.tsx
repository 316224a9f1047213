import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readStoredTheme, useThemeStore } from './store';
import { ThemeToggle } from './theme-toggle';
import { useThemeSync } from './use-theme-sync';

function Harness() {
  useThemeSync();
  return <ThemeToggle />;
}

function mockSystemDark(matches: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => query),
  );
  return {
    change(next: boolean) {
      query.matches = next;
      listeners.forEach((listener) => listener());
    },
  };
}

describe('ThemeToggle', () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
    useThemeStore.setState({ theme: 'system' });
  });

  it('persists the choice under ai-cv-theme and sets the class on <html>', async () => {
    mockSystemDark(false);
    const user = userEvent.setup();
    render(<Harness />);
    const root = document.documentElement;
    expect(root).toHaveClass('light');

    await user.click(screen.getByRole('button', { name: 'Dark theme' }));
    expect(localStorage.getItem('ai-cv-theme')).toBe('dark');
    expect(root).toHaveClass('dark');
    expect(root).not.toHaveClass('light');
    expect(screen.getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Light theme' }));
    expect(localStorage.getItem('ai-cv-theme')).toBe('light');
    expect(root).toHaveClass('light');
    expect(root).not.toHaveClass('dark');
  });

  it('follows the OS preference live while on system', async () => {
    const os = mockSystemDark(false);
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'System theme' }));
    expect(localStorage.getItem('ai-cv-theme')).toBe('system');
    expect(document.documentElement).toHaveClass('light');

    os.change(true);
    expect(document.documentElement).toHaveClass('dark');
    os.change(false);
    expect(document.documentElement).toHaveClass('light');
  });

  it('reads a stored preference and ignores garbage', () => {
    localStorage.setItem('ai-cv-theme', 'dark');
    expect(readStoredTheme()).toBe('dark');
    localStorage.setItem('ai-cv-theme', 'purple');
    expect(readStoredTheme()).toBe('system');
  });
});
