import { type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { z } from 'zod';
import { DomainError } from '@impromptu/kernel';
import { issuesFromZod, VALIDATION_FAILED } from './error-response.js';

export interface RequestSchemas {
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
}

type Location = keyof RequestSchemas;

/**
 * The one validation mechanism: parses each `@Param()`, `@Query()` and `@Body()` argument with the
 * route's zod schema and hands the handler the parsed value. A failure answers 400 with dotted paths
 * such as `params.shortCode`.
 */
export class ZodValidationPipe implements PipeTransform {
  constructor(private readonly schemas: RequestSchemas) {}

  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    const location = locationOf(metadata.type);
    if (location === undefined) return value;
    const schema = this.schemaFor(location, metadata.data);
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    const prefix = metadata.data === undefined ? location : `${location}.${metadata.data}`;
    throw new DomainError('invalid', VALIDATION_FAILED, { issues: issuesFromZod(result.error, prefix) });
  }

  private schemaFor(location: Location, field: string | undefined): z.ZodType {
    const schema = this.schemas[location];
    // Every input a route reads must be declared: an unvalidated input is a programming error.
    if (schema === undefined)
      throw new Error(`The route reads ${location} but its @ZodRoute declares no ${location} schema`);
    if (field === undefined) return schema;
    const fieldSchema = schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>)[field] : undefined;
    if (fieldSchema === undefined) throw new Error(`The ${location} schema of the route has no field ${field}`);
    return fieldSchema;
  }
}

function locationOf(type: ArgumentMetadata['type']): Location | undefined {
  switch (type) {
    case 'param':
      return 'params';
    case 'query':
      return 'query';
    case 'body':
      return 'body';
    case 'custom':
      return undefined;
    default: {
      const unreachable: never = type;
      return unreachable;
    }
  }
}
