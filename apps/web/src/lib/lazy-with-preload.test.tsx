import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from './lazy-with-preload';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

describe('lazyWithPreload', () => {
  it('renders at once, with no fallback, once preloaded', async () => {
    const load = vi.fn(() => Promise.resolve(Counter));
    const Page = lazyWithPreload(load);
    await Page.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page label="clicks" />
      </Suspense>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('clicks 0');
    expect(screen.queryByText('loading')).toBeNull();
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads on first render like React.lazy, and keeps its state when the parent renders again', async () => {
    const Page = lazyWithPreload(() => Promise.resolve(Counter));
    function Parent() {
      const [label, setLabel] = useState('a');
      return (
        <>
          <button type="button" onClick={() => setLabel('b')}>
            relabel
          </button>
          <Suspense fallback={<p>loading</p>}>
            <Page label={label} />
          </Suspense>
        </>
      );
    }
    render(<Parent />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    const counter = await screen.findByRole('button', { name: 'a 0' });
    await userEvent.click(counter);
    await userEvent.click(screen.getByRole('button', { name: 'relabel' }));
    expect(screen.getByRole('button', { name: 'b 1' })).toBeInTheDocument();
  });

  it('tries again after a failed preload', async () => {
    const load = vi
      .fn<() => Promise<typeof Counter>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Counter);
    const Page = lazyWithPreload(load);
    await Page.preload();
    await act(() => Page.preload());
    render(<Page label="x" />);
    expect(screen.getByRole('button')).toHaveTextContent('x 0');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
