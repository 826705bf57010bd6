import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page.tsx';

afterEach(cleanup);

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      Clicked {count}
    </button>
  );
}

const deferred = () => {
  let resolve!: (value: { Counter: typeof Counter }) => void;
  const promise = new Promise<{ Counter: typeof Counter }>((r) => (resolve = r));
  return { promise, resolve };
};

describe('lazyPage', () => {
  it('renders a page whose chunk has loaded in the first render, without the fallback', async () => {
    const Page = lazyPage(() => Promise.resolve({ Counter }), 'Counter');
    Page.preload();
    await act(async () => {});
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    // Synchronously there: React.lazy would have suspended (and held the reveal back).
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.getByRole('button').textContent).toBe('Clicked 0');
  });

  it('shows the fallback until the chunk lands, then keeps the page mounted across renders', async () => {
    const chunk = deferred();
    const Page = lazyPage(() => chunk.promise, 'Counter');
    const { rerender } = render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => chunk.resolve({ Counter }));
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('Clicked 1');
    rerender(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    // The same instance: its state survives the parent's next render.
    expect(screen.getByRole('button').textContent).toBe('Clicked 1');
  });
});
