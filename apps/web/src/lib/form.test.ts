import { describe, expect, it, vi } from 'vitest';
import { allErrors, errorItems, fieldNode, pagePositions, showSaveFailure } from './form.ts';
import { notifyError } from './notify.ts';

vi.mock('./notify.ts', () => ({ notifyError: vi.fn() }));

describe('allErrors', () => {
  it('keeps every field and every distinct message of a field', () => {
    expect(allErrors({ a: ['One.', 'Two.', 'One.'], b: ['Three.'], c: [], d: [''] })).toEqual({
      a: 'One. Two.',
      b: 'Three.',
    });
  });
});

describe('showSaveFailure', () => {
  it("puts every field's message on its field", () => {
    const setErrors = vi.fn();
    showSaveFailure(
      { success: false, status: 422, message: 'A.', errors: { a: ['A.'], b: ['B.'] } },
      setErrors,
    );
    expect(setErrors).toHaveBeenCalledWith({ a: 'A.', b: 'B.' });
    expect(notifyError).not.toHaveBeenCalled();
  });
  it('shows a failure without field errors as a notification', () => {
    const setErrors = vi.fn();
    showSaveFailure({ success: false, status: 409, message: 'Taken.' }, setErrors);
    expect(setErrors).not.toHaveBeenCalled();
    expect(notifyError).toHaveBeenCalledWith('Taken.');
  });
});

describe('errorItems', () => {
  const at: Record<string, number> = { name: 0, email: 1, phone: 2 };
  const position = (p: string) => at[p] ?? null;
  it('orders fields on the page by place, then the rest as given, and drops blanks', () => {
    expect(
      errorItems(
        { 'lines.0.x': 'L.', phone: 'P.', _: 'Form.', email: '', name: 'N.', other: null },
        position,
      ),
    ).toEqual([
      { path: 'name', message: 'N.' },
      { path: 'phone', message: 'P.' },
      { path: 'lines.0.x', message: 'L.' },
      { path: '_', message: 'Form.' },
    ]);
  });
});

describe('fieldNode and pagePositions', () => {
  it('find fields by their data-path, dots and quotes included', () => {
    document.body.innerHTML =
      '<form><input data-path="b"><input data-path="lines.0.x"><input data-path=\'q"x\'></form>';
    const form = document.querySelector('form');
    expect(fieldNode(form, 'lines.0.x')).toBe(form!.children[1]);
    expect(fieldNode(form, 'q"x')).toBe(form!.children[2]);
    expect(fieldNode(form, 'missing')).toBeNull();
    expect(fieldNode(null, 'b')).toBeNull();
    const pos = pagePositions(form);
    expect([pos('b'), pos('lines.0.x'), pos('missing')]).toEqual([0, 1, null]);
  });
});
