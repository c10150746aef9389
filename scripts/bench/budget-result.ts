// One budget's verdict. Its own module, because both the budgets (which
// format their numbers with table.ts) and the table and JSON report (which
// print the verdicts) need it, and neither may import the other back.

export interface BudgetResult {
  id: string;
  text: string;
  status: 'pass' | 'fail' | 'skip';
  /** The numbers compared, e.g. "113.1 KiB > 72.0 KiB (1.10 × 65.5 KiB)". */
  detail: string;
}
