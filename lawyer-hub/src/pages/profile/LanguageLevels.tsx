// The languages a lawyer consults in, each with a level (issue 29, item 2), and where each stands
// with the administrators' verification: 인증됨 / 인증 대기 / 인증 거절 (with the reason). A
// verified language that this form would remove or save at another level is flagged before saving:
// the database drops its verification.
import { Tag } from 'antd';
import { CheckboxLabel } from '../../components/form/fields.tsx';
import { NativeSelect } from '../../components/form/NativeSelect.tsx';
import { DEFAULT_LANGUAGE_LEVEL, LANGUAGE_LEVELS, type LanguageLevel, type LawyerAccount } from '../../data/lawyers.ts';
import { messages as t } from '../../i18n/ko.ts';
import { languageTexts } from '../../i18n/profileLanguages.ts';
import { verificationsDropped, type ProfileFormValues } from './form.ts';

const p = t.profile;
// dark text on light backgrounds (AA contrast), as the booking status tags
const STATUS_STYLE = {
  verified: { color: '#166534', background: '#f0fdf4', borderColor: '#86efac' },
  pending: { color: '#92400e', background: '#fffbeb', borderColor: '#fcd34d' },
  rejected: { color: '#374151', background: '#f3f4f6', borderColor: '#d1d5db' },
} as const;
const LEVEL_OPTIONS = LANGUAGE_LEVELS.map((l) => ({ value: l, label: languageTexts.languageLevel[l] }));

export function LanguageLevels({
  account,
  values,
  options,
  onChange,
}: {
  account: LawyerAccount;
  values: Pick<ProfileFormValues, 'languages' | 'language_levels'>;
  options: { value: string; label: string }[];
  onChange: (languages: string[], levels: Record<string, LanguageLevel>) => void;
}) {
  const selected = new Set(values.languages);
  const saved = new Map(account.lawyer_languages.map((l) => [l.language_id, l]));
  const dropped = verificationsDropped(account, values);
  const levelOf = (id: string) => values.language_levels[id] ?? DEFAULT_LANGUAGE_LEVEL;

  return (
    <div role="group" aria-label={p.languages} className="lh-check-grid" style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 10 }}>
      {options.map((o) => {
        const on = selected.has(o.value);
        const review = saved.get(o.value);
        // the saved state applies while the form keeps the saved level
        const status = on && review && review.level === levelOf(o.value) ? review.lawyer_language_verifications?.status : undefined;
        return (
          <div key={o.value} data-language={o.value}>
            <CheckboxLabel
              checked={on}
              onChange={(c) => onChange(c ? [...values.languages, o.value] : values.languages.filter((v) => v !== o.value), { ...values.language_levels, [o.value]: levelOf(o.value) })}
            >
              {o.label}
            </CheckboxLabel>
            {on && (
              <div style={{ display: 'flex', alignItems: 'center', gap: 6, flexWrap: 'wrap', marginTop: 4, paddingLeft: 24 }}>
                <NativeSelect
                  aria-label={languageTexts.languageLevelFor(o.label)}
                  value={levelOf(o.value)}
                  onChange={(v) => onChange(values.languages, { ...values.language_levels, [o.value]: v as LanguageLevel })}
                  options={LEVEL_OPTIONS}
                  style={{ width: 'auto' }}
                />
                {status && <Tag style={{ ...STATUS_STYLE[status], fontWeight: 600, marginInlineEnd: 0 }} data-status={status}>{languageTexts.languageStatus[status]}</Tag>}
              </div>
            )}
            {dropped.has(o.value) && <p className="lh-muted" role="status" style={{ margin: '4px 0 0 24px', color: '#92400e' }}>{languageTexts.languageWillUnverify}</p>}
            {status === 'rejected' && review?.lawyer_language_verifications?.review_note && (
              <p className="lh-muted" style={{ margin: '4px 0 0 24px' }}>{languageTexts.languageRejectedNote(review.lawyer_language_verifications.review_note)}</p>
            )}
          </div>
        );
      })}
    </div>
  );
}
