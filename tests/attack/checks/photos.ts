// Profile photo URLs (issue 14): the public directory shows lawyers' photos to every visitor, so a
// lawyer must not point theirs at another host (tracking, foreign content) or at another page.
import { Findings, type Check } from '../lib/context.ts';

const foreignPhoto: Check = {
  id: 'lawyers/foreign-photo-url',
  title: "a lawyer's profile photo URL pointing at another host (or not at its own photo) is refused",
  async run(ctx) {
    const lawyer = await ctx.demo('lawyer');
    const pending = await ctx.demo('pendingLawyer');
    const before = (await lawyer.db.from('lawyers').select('profile_photo_url').eq('id', lawyer.id).single()).data as { profile_photo_url: string | null } | null;
    const f = new Findings();
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
    let accepted = false;
    for (const url of bad) {
      const r = await lawyer.db.from('lawyers').update({ profile_photo_url: url }).eq('id', lawyer.id).select('profile_photo_url');
      const ok = !r.error && (r.data ?? []).length > 0;
      accepted ||= ok;
      f.attempt(ok ? `accepted ${url}` : null);
    }
    if (accepted) {
      const restore = await lawyer.db.from('lawyers').update({ profile_photo_url: before?.profile_photo_url ?? null }).eq('id', lawyer.id);
      if (restore.error) f.attempt(`and the original photo could not be restored: ${restore.error.message}`);
    }
    return f.verdict(`${bad.length} URLs refused (foreign hosts, protocol-relative, another lawyer's folder, "../", other pages, javascript:)`);
  },
};

export const photoChecks: Check[] = [foreignPhoto];
