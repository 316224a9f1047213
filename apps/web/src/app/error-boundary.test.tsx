import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

let shouldThrow = true;

function Bomb() {
  if (shouldThrow) throw new Error('Kaboom in Bomb');
  return <p>All good now</p>;
}

function renderBoundary() {
  return render(
    <ErrorBoundary>
      <Bomb />
    </ErrorBoundary>,
  );
}

describe('ErrorBoundary and its fallback screen', () => {
  beforeEach(() => {
    shouldThrow = true;
    // React and the boundary log the caught error; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.useRealTimers());

  it('shows the fallback copy of docs/product.md §P2 with an error id', () => {
    renderBoundary();
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'We’re sorry, an unexpected error occurred. You can try again, reload, or go back home.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Error ID').nextElementSibling?.textContent).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  it('copies the id and reads "Copied" for 1.2 s', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderBoundary();
    const errorId = screen.getByText('Error ID').nextElementSibling?.textContent;

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy ID' }));
    });
    expect(writeText).toHaveBeenCalledWith(errorId);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1199));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy ID' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copied' })).not.toBeInTheDocument();
  });

  it('shows and hides the technical details and component stack', async () => {
    const user = userEvent.setup();
    renderBoundary();
    expect(screen.queryByText(/Kaboom in Bomb/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show details' }));
    expect(screen.getByRole('button', { name: 'Hide details' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText(/Kaboom in Bomb/)).toBeInTheDocument();
    expect(screen.getByText(/Component stack:[\s\S]*Bomb/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hide details' }));
    expect(screen.queryByText(/Kaboom in Bomb/)).not.toBeInTheDocument();
  });

  it('Try Again re-renders the children once the fault is gone', async () => {
    const user = userEvent.setup();
    renderBoundary();
    shouldThrow = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('All good now')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });
});
