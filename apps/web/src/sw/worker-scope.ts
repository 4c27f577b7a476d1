/**
 * The few service-worker types the app's worker uses, typed by hand: the DOM typings the rest of the
 * app compiles with lack the worker's. Types only: nothing here reaches the built worker.
 */
export interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

export interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}

export interface WorkerScope {
  readonly location: Location;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

/** What the build writes into the worker (service-worker-plugin.ts): this version's shell. */
export interface AppShell {
  /** A digest of the shell's files: a new one makes a new worker, and so an update. */
  version: string;
  /** Paths of index.html, this version's scripts and styles, the icons and the manifest. */
  files: string[];
}
