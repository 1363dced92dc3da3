import { Inject } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { DB } from '@impromptu/db';
import { CommandRunner } from './command-runner.js';
import { DATABASE } from './tokens.js';

/**
 * What a context's repository stands on (immich's shape, ADR 0069): the reference tables through `db`, the context's
 * projections through `views` (the database typed with its view tables), its aggregates through the one command
 * runner. A repository extends it with its views' type and adds only its queries and commands.
 */
export abstract class ContextRepository<Views extends Record<string, Record<string, any>>> {
  protected readonly views: Kysely<DB & Views>;

  constructor(
    @Inject(DATABASE) protected readonly db: Kysely<DB>,
    @Inject(CommandRunner) protected readonly commands: CommandRunner,
  ) {
    this.views = db.withTables<Views>();
  }
}
