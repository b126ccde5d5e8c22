import { fuzzShard } from './helpers/fuzz-run.ts';

// Malformed payloads for every call, split over files to stay short; see helpers/fuzz-run.ts.
fuzzShard(2);
