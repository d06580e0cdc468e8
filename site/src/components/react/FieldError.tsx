// Errors at their fields (issue 15), shared by the site's forms (sign-up and log-in, free
// check-up, booking, client profile). A form keeps the spec's notification (the toast with the
// first message) and also shows each error under its field:
//   - the field gets aria-invalid="true" and aria-describedby pointing at the message;
//   - the message is a <FieldError> right under the field;
//   - focus moves to the first invalid field in the page's order.
// Messages are the ones the toast shows (the same lookup), so both speak the same language.
//
//   const fe = useFieldErrors<'name' | 'email'>((f) => `${uid}-${f}`);
//   fe.show({ email: message });                    // after a failed validation
//   <input id={`${uid}-email`} {...fe.props('email')} onChange={() => fe.clear('email')} />
//   <FieldError id={fe.errorId('email')} message={fe.errors.email} />
import { useCallback, useEffect, useMemo, useState } from 'react';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * The first message of each field of a zod result's issues, in the issues' order. `fieldOf` maps
 * an issue's path to the form's field name (null: no field to show it at); `translate` turns the
 * schema message into the text the form shows (the toast's lookup).
 */
export function issuesByField<F extends string>(
  issues: readonly Issue[],
  fieldOf: (path: readonly PropertyKey[]) => F | null = (p) => (p.length ? (String(p[0]) as F) : null),
  translate: (message: string) => string = (m) => m,
): FieldErrors<F> {
  const out: FieldErrors<F> = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    if (field && out[field] === undefined) out[field] = translate(issue.message);
  }
  return out;
}

/** The element that comes first in the document (null for none). */
export function firstInDocumentOrder<E extends Element>(elements: readonly (E | null | undefined)[]): E | null {
  let first: E | null = null;
  for (const el of elements) {
    if (!el) continue;
    if (!first || first.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING) first = el;
  }
  return first;
}

/** Joins ids for aria-describedby (undefined when there are none). */
export function describedBy(...ids: (string | null | undefined | false)[]): string | undefined {
  const list = ids.filter((x): x is string => Boolean(x));
  return list.length ? list.join(' ') : undefined;
}

export interface FieldErrorState<F extends string> {
  errors: FieldErrors<F>;
  /** Shows these errors (replacing the previous ones) and focuses the first invalid field. */
  show: (errors: FieldErrors<F>) => void;
  /** Clears one field's error (or all). */
  clear: (field?: F) => void;
  /** The id of a field's message. */
  errorId: (field: F) => string;
  /** aria-invalid and aria-describedby for a field's control; `hint` keeps a hint's id described. */
  props: (field: F, hint?: string) => { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };
}

/** `idOf` gives the id of the control of a field (the one focused when it is the first invalid). */
export function useFieldErrors<F extends string>(idOf: (field: F) => string): FieldErrorState<F> {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (!focusRequest) return;
    const fields = Object.keys(errors) as F[];
    const target = firstInDocumentOrder(fields.map((f) => document.getElementById(idOf(f))));
    target?.focus();
    // only when asked (show), not on every change of idOf
  }, [focusRequest]); // eslint-disable-line react-hooks/exhaustive-deps

  const show = useCallback((next: FieldErrors<F>) => {
    setErrors(next);
    setFocusRequest((n) => n + 1);
  }, []);
  const clear = useCallback((field?: F) => {
    setErrors((e) => {
      if (field === undefined) return Object.keys(e).length ? {} : e;
      if (e[field] === undefined) return e;
      const next = { ...e };
      delete next[field];
      return next;
    });
  }, []);
  const errorId = useCallback((field: F) => `${idOf(field)}-error`, [idOf]);

  return useMemo(
    () => ({
      errors,
      show,
      clear,
      errorId,
      props: (field: F, hint?: string) => ({
        'aria-invalid': errors[field] ? (true as const) : undefined,
        'aria-describedby': describedBy(hint, errors[field] && errorId(field)),
      }),
    }),
    [errors, show, clear, errorId],
  );
}

/** A field's error message (nothing when there is none). */
export function FieldError({ id, message }: { id: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p className="error-text field-error" id={id}>
      <svg className="icon" viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7.5v5.5M12 16.5v.01" />
      </svg>{' '}
      {message}
    </p>
  );
}
