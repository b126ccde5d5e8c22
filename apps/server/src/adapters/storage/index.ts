import type { Config } from '../../config/index.ts';
import type { Db } from '../../db/types.ts';
import { DatabaseStorage } from './database.ts';
import { LocalDiskStorage } from './local.ts';
import { S3Storage } from './s3.ts';
import type { MediaStorage } from './types.ts';

export * from './types.ts';

/**
 * The media store MEDIA_STORE names: local disk under MEDIA_DIR (default DATA_DIR/media, one node
 * only unless the folder is shared), the app's database, or an S3-compatible bucket.
 */
export function createStorage(config: Config, db: Db): MediaStorage {
  switch (config.mediaStore) {
    case 'database':
      return new DatabaseStorage(db);
    case 's3':
      // loadConfig refuses MEDIA_STORE=s3 without its settings; this guards hand-built configs.
      if (config.s3 === undefined) throw new Error('MEDIA_STORE=s3 needs the S3_* settings');
      return new S3Storage(config.s3);
    default:
      return new LocalDiskStorage(config.mediaDir);
  }
}
