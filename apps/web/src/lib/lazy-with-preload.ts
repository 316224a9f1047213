import { type ComponentType, createElement, lazy, useState } from 'react';

export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Loads the code ahead of rendering; a component mounted after renders it at once. */
  preload(): Promise<void>;
};

/**
 * React.lazy that can load ahead: a prerendered page (src/main.tsx) loads its route's code
 * before hydrating, so the whole page hydrates in one pass instead of leaving the lazy part as
 * inert HTML until its code arrives. Each mounted instance keeps the component it started with:
 * switching from the lazy wrapper to the loaded component would remount it and lose its state.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Lazy = lazy(() => loadOnce().then((component) => ({ default: component })));

  function Preloadable(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(Preloadable, {
    preload: () =>
      loadOnce().then(
        () => undefined,
        // A failed load is retried by the lazy render, which shows the error screen if it fails too.
        () => {
          loading = undefined;
        },
      ),
  });
}
