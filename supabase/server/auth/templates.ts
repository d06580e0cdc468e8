// The auth e-mails' bodies: GoTrue's default templates (internal/mailer/template.go) with a plain
// text part beside the HTML. A hosted project edits these in the dashboard (Auth → Email
// Templates); the local server keeps the defaults.
import type { OtpType } from './mail.ts';

export interface AuthMailContent {
  subject: string;
  text: string;
  html: string;
}

export interface TemplateData {
  /** The link through /auth/v1/verify. */
  confirmationUrl: string;
  /** The 6-digit code. */
  token: string;
  /** The account's address (the current one for an e-mail change). */
  email: string;
  /** The new address of an e-mail change. */
  newEmail: string;
  siteUrl: string;
}

export const SUBJECTS: Record<OtpType, string> = {
  recovery: 'Reset Your Password',
  magiclink: 'Your Magic Link',
  signup: 'Confirm Your Signup',
  invite: 'You have been invited',
  email_change: 'Confirm Email Change',
};

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

interface Template {
  heading: string;
  intro: (d: TemplateData) => string;
  action: string;
}

const TEMPLATES: Record<OtpType, Template> = {
  signup: { heading: 'Confirm your signup', intro: () => 'Follow this link to confirm your user:', action: 'Confirm your mail' },
  invite: {
    heading: 'You have been invited',
    intro: (d) => `You have been invited to create a user on ${d.siteUrl}. Follow this link to accept the invite:`,
    action: 'Accept the invite',
  },
  recovery: { heading: 'Reset Password', intro: () => 'Follow this link to reset the password for your user:', action: 'Reset Password' },
  magiclink: { heading: 'Magic Link', intro: () => 'Follow this link to login:', action: 'Log In' },
  email_change: {
    heading: 'Confirm email address change',
    intro: (d) => `Follow this link to confirm the update of your email address from ${d.email} to ${d.newEmail}:`,
    action: 'Change email address',
  },
};

export function renderAuthMail(type: OtpType, d: TemplateData): AuthMailContent {
  const t = TEMPLATES[type];
  const intro = t.intro(d);
  const html = `<h2>${esc(t.heading)}</h2>\n\n<p>${esc(intro)}</p>\n<p><a href="${esc(d.confirmationUrl)}">${esc(t.action)}</a></p>\n`
    + `<p>Alternatively, enter the code: ${esc(d.token)}</p>\n`;
  const text = `${t.heading}\n\n${intro}\n\n${t.action}: ${d.confirmationUrl}\n\nAlternatively, enter the code: ${d.token}\n`;
  return { subject: SUBJECTS[type], text, html };
}
