import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { eventRegistry } from './events.ts';
import { personalFields, personalFieldsOf } from './personal-data.ts';

interface Def {
  readonly type: string;
  readonly innerType?: z.ZodType;
  readonly element?: z.ZodType;
  readonly shape?: Readonly<Record<string, z.ZodType>>;
}
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Paths of the fields that may hold text: strings, lists of strings, records and free JSON. */
const textPaths = (schema: z.ZodType, path = ''): string[] => {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
      return def.innerType ? textPaths(def.innerType, path) : [];
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, field]) => textPaths(field, path ? `${path}.${key}` : key));
    case 'array':
      return def.element && textPaths(def.element).length > 0 ? [path] : [];
    case 'string':
    case 'record':
    case 'lazy':
    case 'unknown':
      return [path];
    default:
      return [];
  }
};

const definitions = Object.values(eventRegistry);

describe('the personal-data classification', () => {
  it.each(definitions.map((definition) => [definition.type, definition] as const))(
    '%s is classified when it has text fields, and names only fields of its schema',
    (type, definition) => {
      const text = textPaths(definition.schema);
      const declared = personalFields[type];
      if (text.length > 0) expect(declared, `${type} has text fields (${text.join(', ')}): add it to personalFields`).toBeDefined();
      for (const path of declared ?? []) expect(text, `${type}.${path} is not a text field of its schema`).toContain(path);
    },
  );

  it('classifies nothing that is not an event type', () => {
    expect(Object.keys(personalFields).filter((type) => !Object.hasOwn(eventRegistry, type))).toEqual([]);
  });

  it('treats an unknown type as having no personal fields', () => {
    expect(personalFieldsOf('NoSuchEvent')).toEqual([]);
    expect(personalFieldsOf('AccountRegistered')).toContain('email');
  });
});
