import { type ComponentType, type FunctionComponent, lazy, useEffect, useState } from 'react';

/** A lazily loaded part of the app could not be downloaded (offline, server restarting); `retry` fetches it anew. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(
    cause: unknown,
    /** Forgets the failed download, so the next render fetches the code again. */
    readonly retry: () => void = () => undefined,
  ) {
    super('a part of the app could not be downloaded', { cause });
  }
}

// How browsers and bundlers word a failed dynamic import, for lazy code that does not use lazyWithRetry.
const CHUNK_FAILURE =
  /dynamically imported module|importing a module script failed|unable to preload css|loading (css )?chunk \S+ failed/i;

/** True when an error means code could not be downloaded (worth retrying once the network is back). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_FAILURE.test(error.message);
}

/** A lazily loaded component that can also be fetched ahead of need. */
export interface RetryingComponent<P> extends FunctionComponent<P> {
  /** Downloads the code now (e.g. while online, for a notice needed when offline); resolves true once it is here. */
  preload(): Promise<boolean>;
}

/**
 * Like React's lazy(), but a failed download is not final: React caches a rejected lazy() forever,
 * so here the failure reaches the nearest error boundary as a ChunkLoadError whose `retry` forgets
 * it and makes a fresh lazy(), and the boundary's next render downloads the code again.
 */
export function lazyWithRetry<P extends object>(load: () => Promise<ComponentType<P>>): RetryingComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;

  const download = (): Promise<ComponentType<P>> => {
    if (pending) return pending;
    const attempt: Promise<ComponentType<P>> = load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // Kept rejected until asked to retry: a render must see the same failure it suspended on.
        throw new ChunkLoadError(error, () => {
          if (pending !== attempt) return;
          pending = undefined;
          current = lazyPart();
        });
      },
    );
    pending = attempt;
    return attempt;
  };
  const lazyPart = () => lazy(() => download().then((component) => ({ default: component })));
  let current = lazyPart();

  // biome-ignore lint/correctness/noComponentHookFactories: called once per lazy part at module level, as React's lazy() is.
  function Retrying(props: P) {
    // Fixed for the life of this instance: switching from the lazy to the loaded component would
    // remount everything below. Code already downloaded (preloaded) renders without suspending.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? current);
    return <Component {...props} />;
  }
  Retrying.preload = (): Promise<boolean> =>
    download().then(
      () => true,
      (error: unknown) => {
        // A preload that failed must not stand in the way of the next attempt.
        if (error instanceof ChunkLoadError) error.retry();
        return false;
      },
    );
  return Retrying;
}

/**
 * Downloads lazy components right after mount, and again whenever the browser comes back online
 * until they are here, so what the app shows while offline never needs the network.
 */
export function usePreload(...components: RetryingComponent<never>[]): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the components are module constants; one run per mount.
  useEffect(() => {
    let done = false;
    const preloadAll = () => {
      if (done) return;
      void Promise.all(components.map((component) => component.preload())).then((results) => {
        done = results.every(Boolean);
      });
    };
    preloadAll();
    window.addEventListener('online', preloadAll);
    return () => window.removeEventListener('online', preloadAll);
  }, []);
}
