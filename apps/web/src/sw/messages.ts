/** The message kind of KeepFilesMessage. */
export const KEEP_FILES = 'keepFiles';

/** What a page tells the service worker. */
export interface KeepFilesMessage {
  kind: typeof KEEP_FILES;
  /** The fingerprinted files the page loaded before the worker controlled it. */
  urls: string[];
}
