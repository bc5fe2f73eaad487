import { fuzzShard } from './support/fuzz-shard';

// Part 3 of the fuzzing of every operation (support/fuzz-shard.ts deals the operations to the parts).
fuzzShard(2);
