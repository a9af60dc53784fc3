import fs from 'node:fs';
import path from 'node:path';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { createEventBus } from './pubsub';
import { createSchema } from './schema';

/**
 * Writes schema/schema.graphql, the checked-in contract the web codegen reads.
 * An optional path argument writes elsewhere (the test script diffs a fresh emit against the checked-in file).
 */
const target = process.argv[2]
  ? path.resolve(process.argv[2])
  : path.resolve(import.meta.dirname, '../../../schema/schema.graphql');
const schema = await createSchema(createEventBus(undefined));
fs.writeFileSync(target, printSchema(lexicographicSortSchema(schema)) + '\n');
console.log(`schema written to ${path.relative(process.cwd(), target)}`);
