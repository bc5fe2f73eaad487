import { CompiledQuery, type Compilable } from 'kysely';
import type { Caller } from '../lib/caller';
import type { Db } from './db';

/**
 * Hot reads built by Kysely once per shape instead of on every call.
 *
 * Building a query and compiling it to SQL is the largest share of the JavaScript of a small
 * answer (the count, the quick search: about a tenth of its CPU; docs/performance.md), and the
 * visibility rule makes the tree large. Yet such a read has only a few shapes: which filters are
 * on, the order, the caller. So each shape is built once, with a stand-in (a slot) for each of the
 * call's values, and every later call reuses the SQL and puts its own values where the slots are.
 *
 * - The shape key names everything that changes the SQL text (filters on or off, sort, lists
 *   spread into `in (...)`); the values are scalars that only ever go in as parameters.
 * - The caller's rule is part of the shape: shapes are kept per Caller object. The auth plugin
 *   hands out one Caller per cached user row (plugins/auth.ts), so a caller's shapes live as long
 *   as its row is trusted (config.callerCacheSeconds) and go with it; a caller built for one call
 *   (jobs, tests) simply builds every time.
 * - A slot used as anything but a value (turned into text, compared, escaped) throws while the
 *   shape is built, so a builder that bakes a value into the SQL fails its tests, not a customer.
 * - At most MAX_SHAPES are kept per caller: filters chosen freely (statuses) cannot grow memory
 *   without bound.
 */
class ValueSlot {
  constructor(readonly name: string) {}
  [Symbol.toPrimitive](): never {
    throw new Error(`The query value "${this.name}" was used to build the SQL; pass it to Kysely as a value only`);
  }
}

type Values = Record<string, unknown>;

/** Shapes kept per caller (or per shared read): past this, more shapes are built for the call and not kept. */
const MAX_SHAPES = 64;

interface BuiltShape {
  /** The SQL and the built parameters; not Kysely's operation tree (a shape is kept per caller, and only the text is needed). */
  compiled: CompiledQuery;
  /** For each parameter: the name of the call's value that goes there, or undefined to keep the built one. */
  slots: (string | undefined)[];
}

function buildShape<V extends Values>(compilable: (values: V) => Compilable<unknown>, names: string[]): BuiltShape {
  const standIns = Object.fromEntries(names.map((name) => [name, new ValueSlot(name)])) as unknown as V;
  const { sql, parameters } = compilable(standIns).compile();
  return { compiled: CompiledQuery.raw(sql, [...parameters]), slots: parameters.map((p) => (p instanceof ValueSlot ? p.name : undefined)) };
}

function run<Row>(db: Db, shape: BuiltShape, values: Values): Promise<Row[]> {
  const { compiled, slots } = shape;
  const parameters = compiled.parameters.map((built, i) => {
    const name = slots[i];
    return name === undefined ? built : values[name];
  });
  return db.executeQuery<Row>({ ...compiled, parameters }).then((result) => result.rows);
}

function keptShape(shapes: Map<string, BuiltShape>, key: string, make: () => BuiltShape, maxShapes = MAX_SHAPES): BuiltShape {
  let built = shapes.get(key);
  if (!built) {
    built = make();
    if (shapes.size < maxShapes) shapes.set(key, built);
  }
  return built;
}

/** A caller's read, built once per caller and shape key (see above). */
export function perCallerQuery<Shape, V extends Values, Row>(
  build: (db: Db, caller: Caller, shape: Shape, values: V) => Compilable<Row>,
  keyOf: (shape: Shape) => string,
): (db: Db, caller: Caller, shape: Shape, values: V) => Promise<Row[]> {
  const byCaller = new WeakMap<Caller, Map<string, BuiltShape>>();
  return (db, caller, shape, values) => {
    let shapes = byCaller.get(caller);
    if (!shapes) byCaller.set(caller, (shapes = new Map()));
    const built = keptShape(shapes, keyOf(shape), () => buildShape((slots: V) => build(db, caller, shape, slots), Object.keys(values)));
    return run<Row>(db, built, values);
  };
}

/**
 * A read that does not depend on the caller (by id, after visibility was checked; the load board),
 * built once per shape key; `maxShapes` for reads whose filters combine into more shapes.
 */
export function sharedQuery<Shape, V extends Values, Row>(
  build: (db: Db, shape: Shape, values: V) => Compilable<Row>,
  keyOf: (shape: Shape) => string,
  maxShapes = MAX_SHAPES,
): (db: Db, shape: Shape, values: V) => Promise<Row[]> {
  const shapes = new Map<string, BuiltShape>();
  return (db, shape, values) => run<Row>(db, keptShape(shapes, keyOf(shape), () => buildShape((slots: V) => build(db, shape, slots), Object.keys(values)), maxShapes), values);
}
