// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { userBasicSchema } from '@/api/schemas/user';

import { escapeHtml } from '../../../sandbox/http/html-escape';
import { PERSONA_TOKENS, allPersonas, personaForAuthorization } from '../../../sandbox/personas';

describe('personas', () => {
  it('has one valid, distinct customer per token', () => {
    const personas = allPersonas();
    expect(personas.map((p) => p.token)).toEqual([...PERSONA_TOKENS]);
    for (const persona of personas) expect(() => userBasicSchema.parse(persona.user)).not.toThrow();
    expect(new Set(personas.map((p) => p.user.id)).size).toBe(personas.length);
  });

  it('parses only Bearer <known token>', () => {
    expect(personaForAuthorization('Bearer demo')?.user.id).toBe('usr_demo_0001');
    expect(personaForAuthorization('bEaReR   other')?.user.name).toBe('Rohan Mehta');
    expect(personaForAuthorization(undefined)).toBeNull();
    expect(personaForAuthorization('Bearer\tdemo')).toBeNull();
    expect(personaForAuthorization('Token demo')).toBeNull();
    expect(personaForAuthorization('Bearer constructor')).toBeNull();
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
