import { chinaToday, type PlainDate } from '../../../common/patents/annual-fees/index.ts';
import { withoutTenant, withTenant, type Db } from '../../db/database.ts';
import { lapseUnpaidFees, sendFeeReminders } from './fee-reminders.ts';
import { syncAnnualFees } from './sync-annual-fees.ts';
import { recountChangedGrades } from '../grading/grade-patents.ts';
import { sendTermReminders } from '../agency/term-reminders.ts';

export interface MaintenanceRun {
  synced: number; lapsed: number; reminded: Map<number, Set<number>>; regraded: number;
  /** By tenant, who was reminded of an office action's time limit. */
  termReminded: Map<number, Set<number>>;
}

/**
 * One pass over every tenant: schedule the coming fees, lapse those past grace, send the reminders due (annual fees and
 * office actions' time limits, docs/agency-cases.md), and grade again the patents whose grading inputs changed (a lapse
 * changes the legal status; docs/patent-grading.md).
 */
export async function runMaintenance(db: Db, today: PlainDate = chinaToday()): Promise<MaintenanceRun> {
  const tenants = await withoutTenant(db, (tx) => tx.selectFrom('tenant').select('id').where('id', '>', 0).execute());
  const run: MaintenanceRun = { synced: 0, lapsed: 0, reminded: new Map(), regraded: 0, termReminded: new Map() };
  for (const { id } of tenants) {
    await withTenant(db, id, async (tx) => {
      run.synced += await syncAnnualFees(tx, id, today);
      run.lapsed += await lapseUnpaidFees(tx, id, today);
      const users = await sendFeeReminders(tx, id, today);
      if (users.size) run.reminded.set(id, users);
      const agents = await sendTermReminders(tx, id, today);
      if (agents.size) run.termReminded.set(id, agents);
      run.regraded += await recountChangedGrades(tx, id, today);
    });
  }
  return run;
}

/**
 * Runs the maintenance pass every `everyMs` (FEE_POLL_MS) beside the workflow's timer poller, in the same manner:
 * work claimed once in the database, errors reported and polling going on.
 */
export function startMaintenancePoller(db: Db, everyMs: number, onRun: (run: MaintenanceRun) => void, onError: (e: unknown) => void) {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    if (stopped) return;
    running = runMaintenance(db).then(onRun, onError).finally(() => { if (!stopped) handle = setTimeout(tick, everyMs); });
  };
  let handle = setTimeout(tick, everyMs);
  return async () => {
    stopped = true;
    clearTimeout(handle);
    await running;
  };
}
