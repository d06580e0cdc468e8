// Profile photo URLs (issue 14): the public directory shows lawyers' photos to every visitor, so a
// lawyer must not point theirs at another host (tracking, foreign content) or at another page.
import crypto from 'node:crypto';
import { describeError, Findings, notHeld, type Check } from '../lib/context.ts';
import { unlessDbRefused } from '../lib/expect.ts';

const foreignPhoto: Check = {
  id: 'lawyers/foreign-photo-url',
  title: "a lawyer's profile photo URL pointing at another host (or not at its own photo) is refused; its own photo's path is accepted",
  async run(ctx) {
    const lawyer = await ctx.demo('lawyer');
    const pending = await ctx.demo('pendingLawyer');
    const read = await lawyer.db.from('lawyers').select('profile_photo_url').eq('id', lawyer.id).single();
    if (read.error) return notHeld(`the lawyer cannot read its own photo URL to start from: ${describeError(read.error)}`);
    const before = (read.data as { profile_photo_url: string | null }).profile_photo_url;
    const f = new Findings();
    let changed = false;
    const bad = [
      `https://evil.example/storage/v1/object/public/lawyer-photos/${lawyer.id}/x.png`,
      `http://evil.example/storage/v1/object/public/lawyer-photos/${lawyer.id}/x.png`,
      `//evil.example/storage/v1/object/public/lawyer-photos/${lawyer.id}/x.png`,
      'https://evil.example/track.png',
      `/storage/v1/object/public/lawyer-photos/${pending.id}/${pending.id}-1.png`,
      `/storage/v1/object/public/lawyer-photos/${lawyer.id}/../../lawyer-verifications/${lawyer.id}/${lawyer.id}-verification.pdf`,
      '/admin',
      'javascript:alert(1)',
    ];
    for (const url of bad) {
      const r = await lawyer.db.from('lawyers').update({ profile_photo_url: url }).eq('id', lawyer.id).select('profile_photo_url');
      changed ||= !r.error;
      // the database's own rule (23514 invalid_photo_path), not any error
      f.attempt(unlessDbRefused(url, r, '23514', 'invalid_photo_path', 400));
    }
    // the control: a path into the own folder is accepted (else the refusals prove nothing)
    const own = `/storage/v1/object/public/lawyer-photos/${lawyer.id}/${lawyer.id}-${Date.now()}${crypto.randomInt(100, 999)}.png`;
    const ok = await lawyer.db.from('lawyers').update({ profile_photo_url: own }).eq('id', lawyer.id).select('profile_photo_url');
    const stored = (ok.data as { profile_photo_url: string }[] | null)?.[0]?.profile_photo_url;
    changed ||= !ok.error;
    f.attempt(!ok.error && stored === own ? null : `the lawyer's own photo path ${own} was not accepted (${ok.error ? describeError(ok.error) : `stored ${stored}`}): the refusals above prove nothing`);
    if (changed) {
      const restore = await lawyer.db.from('lawyers').update({ profile_photo_url: before }).eq('id', lawyer.id);
      if (restore.error) f.attempt(`and the original photo could not be restored: ${restore.error.message}`);
    }
    return f.verdict(`${bad.length} URLs refused with 23514 invalid_photo_path (foreign hosts, protocol-relative, another lawyer's folder, "../", other pages, javascript:); a path into the own folder accepted`);
  },
};

export const photoChecks: Check[] = [foreignPhoto];
