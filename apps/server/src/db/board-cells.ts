import { sql, type RawBuilder } from 'kysely';
import type { CircleCell } from '@portal/domain/load-board/board-cells';

/**
 * The board cell of a load's origin (@portal/domain/load-board/board-cells.ts numbers the cells),
 * spelled exactly as the board's cell indexes are, so that a walk by cells reads them.
 */
export const originCell = () => sql<number>`((floor(shipments.origin_latitude)::int + 90) * 1000 + floor(shipments.origin_longitude)::int + 180)`;

/**
 * The cells of a search as rows to walk one after another: `board_cell` and `inside` (the whole cell
 * lies in the circle, so its loads need no distance test).
 */
export const cellRows = (cells: readonly CircleCell[]) =>
  sql<{ board_cell: number; inside: boolean }>`unnest(${sql.val(cells.map((c) => c.cell))}::int[], ${sql.val(cells.map((c) => c.inside))}::bool[])`.as<'board_cell'>(
    sql`board_cell(board_cell, inside)`,
  );

/** A circle test on a walk by cells: the cell is wholly inside, or the load's own distance says so. */
export const insideCellOr = (test: RawBuilder<boolean>) => sql<boolean>`(board_cell.inside or ${test})`;

/** The load's origin is in the cell being walked (a row of cellRows). */
export const inWalkedCell = () => sql<boolean>`${originCell()} = board_cell.board_cell`;
