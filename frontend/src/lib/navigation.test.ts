import { describe, expect, it } from 'vitest';
import { LOGOUT_PATH, signOut } from './navigation.ts';

describe('signOut', () => {
  it('submits a POST form to the logout path (a GET there only asks for confirmation)', () => {
    const submitted: { method: string; action: string }[] = [];
    const appended: unknown[] = [];
    const form = { method: '', action: '', hidden: false, submit: () => submitted.push({ method: form.method, action: form.action }) };
    const doc = { createElement: () => form, body: { append: (node: unknown) => appended.push(node) } };

    // A stand-in for the parts of a document signOut touches: unit tests here run without a DOM.
    signOut(doc as unknown as Document);

    expect(appended).toEqual([form]);
    expect(submitted).toEqual([{ method: 'post', action: LOGOUT_PATH }]);
  });
});
