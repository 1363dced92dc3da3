// The hand-written Kysely schema held to the migrations at compile time (see db/src/schema-snapshot.ts): a table
// or column that one has and the other lacks names itself in a type error on `schemaMatchesMigrations` below.
import type { DB } from './index.js';
import type { MigratedColumns } from './migrated-columns.js';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Per table: true, or what differs. */
type TableCheck = {
  [Table in keyof DB | keyof MigratedColumns]: Table extends keyof DB
    ? Table extends keyof MigratedColumns
      ? Same<keyof DB[Table] & string, MigratedColumns[Table]> extends true
        ? true
        : {
            columnsOnlyInKysely: Exclude<keyof DB[Table] & string, MigratedColumns[Table]>;
            columnsOnlyInMigrations: Exclude<MigratedColumns[Table], keyof DB[Table]>;
          }
      : 'a table of DB that no migration makes'
    : 'a table the migrations make that DB does not declare';
};

/** The tables that differ, with how: `{}` when the schema matches. */
export type SchemaMismatches = {
  [Table in keyof TableCheck as TableCheck[Table] extends true ? never : Table]: TableCheck[Table];
};

export const schemaMatchesMigrations: Record<keyof SchemaMismatches, never> = {};
