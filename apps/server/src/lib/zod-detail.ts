import type { z } from 'zod';

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const segment of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[segment];
  }
  return value;
}

/** "field: what is wrong" for each issue of a zod error, prefixed by `root` when given; missing fields say so. */
export function describeZodError(error: z.ZodError, input: unknown, root = ''): string {
  return error.issues
    .map((issue) => {
      const path = issue.path.map(String);
      const field = [root, ...path].filter((part) => part !== '').join('.') || 'payload';
      if (path.length > 0 && valueAt(input, issue.path) === undefined) return `${field}: is required`;
      return `${field}: ${issue.message}`;
    })
    .join('; ');
}
