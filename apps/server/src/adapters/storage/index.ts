import type { Config } from '../../config/index.ts';
import { LocalDiskStorage } from './local.ts';
import type { MediaStorage } from './types.ts';

export * from './types.ts';

/** The media store of the configuration: local disk under MEDIA_DIR (default DATA_DIR/media). */
export function createStorage(config: Config): MediaStorage {
  return new LocalDiskStorage(config.mediaDir);
}
