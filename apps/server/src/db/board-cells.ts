import { sql, type RawBuilder } from 'kysely';
import type { CircleBounds } from '@portal/domain/load-board/board-cells';

/**
 * The board cell of a load's origin (@portal/domain/load-board/board-cells.ts numbers the cells),
 * spelled exactly as the board's cell indexes are, so that a walk by cells reads them.
 */
export const originCell = () => sql<number>`((floor(shipments.origin_latitude)::int + 90) * 1000 + floor(shipments.origin_longitude)::int + 180)`;

/**
 * The cells of a search as rows to walk one after another: `board_cell` and `inside` (the whole cell
 * lies in the circle, so its loads need no distance test).
 */
export const cellRows = (cellIds: readonly number[], inside: readonly boolean[]) =>
  sql<{ board_cell: number; inside: boolean }>`unnest(${sql.val(cellIds)}::int[], ${sql.val(inside)}::bool[])`.as<'board_cell'>(sql`board_cell(board_cell, inside)`);

/** A circle test on a walk by cells: the cell is wholly inside, or the load's own distance says so. */
export const insideCellOr = (test: RawBuilder<boolean>) => sql<boolean>`(board_cell.inside or ${test})`;

/** The load's origin is in the cell being walked (a row of cellRows). */
export const inWalkedCell = () => sql<boolean>`${originCell()} = board_cell.board_cell`;

/**
 * The load's origin or destination lies in the box (circleBounds): four comparisons on columns the
 * cell indexes carry, which spare most loads outside a circle its distance test.
 */
export function inBox(end: 'origin' | 'destination', box: CircleBounds) {
  const latitude = sql.ref(`shipments.${end}_latitude`);
  const longitude = sql.ref(`shipments.${end}_longitude`);
  return sql<boolean>`(${latitude} between ${box.south}::float8 and ${box.north}::float8 and ${longitude} between ${box.west}::float8 and ${box.east}::float8)`;
}
