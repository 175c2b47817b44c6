import { sql } from 'slonik';

/**
 * The stock left now, over a `supplements` row: the stock as last set (plus refills) minus
 * unitsPerDose for each dose taken since it was set, never below 0; null when stock is not tracked.
 * Counted at query time (see docs/ARCHITECTURE.md, "The day's schedule and stock"): the read API's
 * answers and the scheduler's low-stock notices read the same figure.
 */
export const currentStockColumn = sql.fragment`
  case when supplements.current_stock is null then null else greatest(0, supplements.current_stock - supplements.units_per_dose * (
    select count(*) from supplement_takes take
    where take.supplement_id = supplements.id and take.created_at >= supplements.stock_set_at and take.taken_at is not null
  ))::float8 end`;
