import { fuzzShard } from './support/fuzz-shard';

// Part 2 of the fuzzing of every operation (support/fuzz-shard.ts deals the operations to the parts).
fuzzShard(1);
