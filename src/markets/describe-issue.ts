import type { z } from 'zod';
import type { FieldIssue } from '../../markets/schema.ts';
import { capabilityFlags } from './capabilities.ts';

// Turns zod's issues into messages for the person editing a market file:
// one issue per field, naming what was expected.

const joinPath = (path: readonly PropertyKey[]) => path.map(String).join('.');

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}

const typeNames: Record<string, string> = {
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  string: 'a text string',
  number: 'a number',
};

function expectedOfType(expected: string): string {
  return typeNames[expected] ?? expected;
}

export function describeIssue(issue: z.core.$ZodIssue): FieldIssue[] {
  const field = joinPath(issue.path);
  const inCapabilities = issue.path.length === 1 && issue.path[0] === 'capabilities';
  switch (issue.code) {
    case 'unrecognized_keys':
      return issue.keys.map((key) => ({
        field: joinPath([...issue.path, key]),
        message: inCapabilities
          ? `unknown capability flag; expected only the ${capabilityFlags.length} flags of src/markets/capabilities.ts`
          : 'unknown field; expected only the fields listed in markets/README.md',
      }));
    case 'invalid_type': {
      const missing = issue.input === undefined;
      const what = issue.path[0] === 'capabilities' ? 'capability flag' : 'field';
      return [
        {
          field,
          message: missing
            ? `missing ${what}; expected ${expectedOfType(issue.expected)}`
            : `expected ${expectedOfType(issue.expected)}, got ${describeValue(issue.input)}`,
        },
      ];
    }
    case 'invalid_union':
      // phone.* and office_hours: a value of neither accepted type.
      return [
        {
          field,
          message: `expected ${field.endsWith('office_hours') ? 'a text' : 'a phone number such as "+41 44 505 12 34"'} or false, got ${describeValue(issue.input)}`,
        },
      ];
    default: {
      // Format and custom issues carry our own "expected ..." text; add what was found.
      const found =
        'input' in issue && issue.input !== undefined && !issue.message.includes(', got ');
      return [
        {
          field,
          message: found ? `${issue.message}, got ${describeValue(issue.input)}` : issue.message,
        },
      ];
    }
  }
}
