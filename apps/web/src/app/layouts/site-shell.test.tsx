import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { SiteShell } from './site-shell';

const ANCHORS = [
  ['Home', '/#hero'],
  ['Use Cases', '/#use-cases'],
  ['Interviews', '/#interviews'],
  ['Why Us', '/#benefits'],
  ['Pricing', '/#pricing'],
  ['FAQ', '/#faq'],
] as const;

describe('SiteShell', () => {
  it('shows the landing nav on / with the current anchor in bold', () => {
    renderWithProviders(<SiteShell />, { route: '/' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const [label, href] of ANCHORS) {
      expect(within(nav).getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveClass('font-semibold');
  });

  it('bolds the anchor named by the hash, and none on /auth', () => {
    const { unmount } = renderWithProviders(<SiteShell />, { route: '/#pricing' });
    let nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveClass('font-semibold');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveClass('font-semibold');
    unmount();

    renderWithProviders(<SiteShell />, { route: '/auth' });
    nav = screen.getByRole('navigation', { name: 'Main' });
    for (const link of within(nav).getAllByRole('link')) {
      expect(link).not.toHaveClass('font-semibold');
    }
  });

  it('hides the landing nav elsewhere and always offers Sign In and a skip link', () => {
    renderWithProviders(<SiteShell />, { route: '/privacy' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('link', { name: 'cvforge home' })).toHaveAttribute('href', '/');
  });

  it('has a footer with the year, social links and legal links', () => {
    renderWithProviders(<SiteShell />, { route: '/privacy' });
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} cvforge`);
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    for (const name of ['Join the cvforge community chat', 'cvforge source code', 'cvforge on X']) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute(
        'href',
        expect.stringMatching(/^https:/),
      );
    }
    expect(within(footer).getByRole('link', { name: 'E-mail support' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:support@/),
    );
  });
});
