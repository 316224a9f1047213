import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LANDING_SECTION_IDS } from '@/config/paths';
import { renderWithProviders } from '@/testing/render';
import { FAQ } from '../content/faq';
import { LandingPage } from './landing-page';

describe('LandingPage', () => {
  it('has every anchor section, one h1 and the embedded pricing', () => {
    const { container } = renderWithProviders(<LandingPage pricing={<p>plan cards</p>} />);
    for (const id of LANDING_SECTION_IDS)
      expect(container.querySelector(`section#${id}`)).not.toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      within(container.querySelector('#pricing')!).getByText('plan cards'),
    ).toBeInTheDocument();
  });

  it('leads signed-out visitors to /auth and signed-in users to /app', () => {
    const { unmount } = renderWithProviders(<LandingPage pricing={null} />);
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('link', { name: 'Start for free' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('link', { name: 'See Use Cases' })).toHaveAttribute(
      'href',
      '#use-cases',
    );
    unmount();

    renderWithProviders(<LandingPage pricing={null} isAuthenticated />);
    expect(screen.getByRole('link', { name: 'Open App' })).toHaveAttribute('href', '/app');
    expect(screen.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
  });

  it('states the marketing claims', () => {
    renderWithProviders(<LandingPage pricing={null} />);
    const text = document.body.textContent ?? '';
    for (const claim of [
      '98%',
      '3x',
      '14-day money-back guarantee',
      'no hidden fees',
      '$12/month',
      '$150–400',
    ]) {
      expect(text.toLowerCase()).toContain(claim.toLowerCase());
    }
  });

  it('publishes the FAQ as FAQPage structured data from the same list', () => {
    const { container } = renderWithProviders(<LandingPage pricing={null} />);
    const script = container.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}');
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity.map((entry: { name: string }) => entry.name)).toEqual(
      FAQ.map((entry) => entry.question),
    );
    expect(script?.textContent).toMatch(/collaborative controls/);
    expect(script?.textContent).toMatch(/single sign-on/);
  });

  it('opens and closes FAQ answers', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LandingPage pricing={null} />);
    const teams = screen.getByRole('button', { name: 'Is there a plan for teams?' });
    expect(teams).toHaveAttribute('aria-expanded', 'false');
    await user.click(teams);
    expect(teams).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Is there a plan for teams?' })).toHaveTextContent(
      /single sign-on/,
    );
    await user.click(teams);
    expect(teams).toHaveAttribute('aria-expanded', 'false');
  });
});
