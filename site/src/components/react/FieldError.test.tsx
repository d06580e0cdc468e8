import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useId, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { describedBy, FieldError, firstInDocumentOrder, issuesByField, useFieldErrors } from './FieldError.tsx';

afterEach(cleanup);

describe('issuesByField', () => {
  const issues = [
    { path: ['email'], message: 'Please enter a valid email address' },
    { path: ['email'], message: 'Email must be less than 255 characters' },
    { path: ['name'], message: 'Please enter your name' },
    { path: [], message: 'a form-wide problem' },
  ];
  it('keeps the first message of each field, in order, and skips issues without a field', () => {
    expect(issuesByField(issues)).toEqual({ email: 'Please enter a valid email address', name: 'Please enter your name' });
    expect(Object.keys(issuesByField(issues))).toEqual(['email', 'name']);
  });
  it('maps paths to the form\'s fields and messages through the form\'s lookup', () => {
    const out = issuesByField(issues, (p) => (p[0] === 'email' ? 'mail' : null), (m) => `[${m}]`);
    expect(out).toEqual({ mail: '[Please enter a valid email address]' });
  });
});

describe('firstInDocumentOrder and describedBy', () => {
  it('finds the element that comes first in the page, whatever the order given', () => {
    document.body.innerHTML = '<input id="a"><div><input id="b"></div><input id="c">';
    const [a, b, c] = ['a', 'b', 'c'].map((id) => document.getElementById(id));
    expect(firstInDocumentOrder([c, null, b, a])).toBe(a);
    expect(firstInDocumentOrder([c, b])).toBe(b);
    expect(firstInDocumentOrder([null, undefined])).toBeNull();
  });
  it('joins the ids that are there', () => {
    expect(describedBy('hint', undefined, false, 'err')).toBe('hint err');
    expect(describedBy(undefined, null)).toBeUndefined();
  });
});

function Form() {
  const uid = useId();
  const fe = useFieldErrors<'name' | 'email'>((f) => `${uid}-${f}`);
  const [name, setName] = useState('');
  return (
    <form onSubmit={(e) => { e.preventDefault(); fe.show({ email: 'Bad e-mail', ...(name ? {} : { name: 'Name, please' }) }); }}>
      <label htmlFor={`${uid}-name`}>Name</label>
      <input id={`${uid}-name`} value={name} {...fe.props('name', `${uid}-hint`)} onChange={(e) => { setName(e.target.value); fe.clear('name'); }} />
      <p id={`${uid}-hint`}>Your full name</p>
      <FieldError id={fe.errorId('name')} message={fe.errors.name} />
      <label htmlFor={`${uid}-email`}>Email</label>
      <input id={`${uid}-email`} {...fe.props('email')} />
      <FieldError id={fe.errorId('email')} message={fe.errors.email} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('useFieldErrors with FieldError', () => {
  it('marks each invalid field, links its message, and focuses the first in the page', async () => {
    render(<Form />);
    const name = screen.getByLabelText('Name');
    const email = screen.getByLabelText('Email');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(name.getAttribute('aria-describedby')).toMatch(/-hint$/);
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Send' })); });
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const [hint, err] = name.getAttribute('aria-describedby')!.split(' ');
    expect(document.getElementById(hint!)!.textContent).toBe('Your full name');
    expect(document.getElementById(err!)!.textContent!.trim()).toBe('Name, please');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)!.textContent!.trim()).toBe('Bad e-mail');
  });

  it('clears a field\'s error when it changes; the next failure focuses the first one left', async () => {
    render(<Form />);
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Send' })); });
    const name = screen.getByLabelText('Name');
    fireEvent.change(name, { target: { value: 'Anna' } });
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Name, please')).toBeNull();
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Send' })); });
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
  });
});
