// targaryen ships no types; this covers the part of its API the rules tests use.
declare module 'targaryen' {
  export interface Result {
    readonly allowed: boolean;
    readonly info: string;
  }
  export interface Query {
    orderByChild?: string;
    equalTo?: string | number | boolean | null;
    startAt?: string | number | null;
    endAt?: string | number | null;
    limitToFirst?: number;
    limitToLast?: number;
  }
  export interface Database {
    as(auth: object | null): Database;
    snapshot(path: string): { val(): unknown };
    read(path: string, options: { now: number; query?: Query }): Result;
    write(path: string, value: unknown, options: { now: number }): Result & { newDatabase: Database };
    update(path: string, patch: Record<string, unknown>, options: { now: number }): Result & { newDatabase: Database };
  }
  // store and ruleset: the parsed data and rules, which database() also takes (scripts/stand-in/database.mjs).
  const targaryen: {
    database(rules: object, data: unknown, now?: number): Database;
    store(data: unknown): object;
    ruleset(rules: object): object;
  };
  export default targaryen;
}
