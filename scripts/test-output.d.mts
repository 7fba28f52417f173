export interface Totals {
  passed: number;
  failed: number;
  skipped: number;
}
export function countResults(output: string): Totals;
export function failedTests(output: string): { title: string; error: string }[];
