import { useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { useFetcher } from '@remix-run/react';
import type { z } from 'zod';

/** What the actions behind these forms answer: conform's result, and a line to show when it went through. */
interface FormActionData {
  result?: SubmissionResult<string[]>;
  message?: string | null;
}

/**
 * A settings form posted by a fetcher and validated with one zod schema in the browser and in its action
 * (conform): errors on blur, revalidated as the person types, the action's answer shown once it is back.
 */
export function useFetcherForm<Schema extends z.ZodObject>(id: string, schema: Schema) {
  const fetcher = useFetcher<FormActionData>();
  const idle = fetcher.state === 'idle';
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id,
    constraint: getZodConstraint(schema),
    lastResult: idle ? fetcher.data?.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  return { fetcher, form, fields, pending: !idle, message: idle ? (fetcher.data?.message ?? null) : null };
}
