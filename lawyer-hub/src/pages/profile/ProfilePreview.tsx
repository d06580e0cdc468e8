// How the public profile will look (names, photo, firm, licence, specialties, regions, languages,
// fees, introduction), updated as the form changes.
import { DEFAULT_FEES, DURATIONS } from '@klegal/shared';
import { Divider, Tag } from 'antd';
import { Avatar } from '../../components/Avatar.tsx';
import { Panel } from '../../components/Panel.tsx';
import { DEFAULT_LANGUAGE_LEVEL } from '../../data/lawyers.ts';
import type { Category, Language, Region } from '../../data/lookups.ts';
import { displayName } from '../../domain/dashboard.ts';
import { formatWon } from '../../domain/money.ts';
import { groupCategories, integerOrNull } from '../../domain/profile.ts';
import { messages as t } from '../../i18n/ko.ts';
import { languageTexts } from '../../i18n/profileLanguages.ts';
import type { ProfileFormValues } from './form.ts';

export function ProfilePreview({
  values,
  photoSrc,
  categories,
  regions,
  languages,
  publicUrl,
}: {
  values: Partial<ProfileFormValues>;
  /** The photo's URL to render (photoSrc of the stored path), or null. */
  photoSrc: string | null;
  categories: Category[];
  regions: Region[];
  languages: Language[];
  publicUrl: string | null;
}) {
  const selected = new Set(values.specialties ?? []);
  const areas = groupCategories(categories).filter((g) => selected.has(g.top.id) || g.subs.some((s) => selected.has(s.id)));
  const regionNames = regions.filter((r) => values.regions?.includes(r.id)).map((r) => r.name_korean);
  const languageNames = languages
    .filter((l) => values.languages?.includes(l.id))
    .map((l) => `${l.name_korean} (${languageTexts.languageLevel[values.language_levels?.[l.id] ?? DEFAULT_LANGUAGE_LEVEL]})`);
  if (values.other_languages?.trim()) languageNames.push(values.other_languages.trim());
  const year = integerOrNull(values.bar_association_year);
  const fees = { 20: integerOrNull(values.fee_20min), 40: integerOrNull(values.fee_40min), 60: integerOrNull(values.fee_60min) } as const;

  return (
    <Panel
      title={
        <h2 className="lh-h" style={{ fontSize: 16, margin: 0 }}>
          {t.profile.preview}
        </h2>
      }
      extra={
        publicUrl ? (
          <a href={publicUrl} target="_blank" rel="noopener noreferrer">
            {t.profile.viewPublic}
          </a>
        ) : undefined
      }
      data-testid="profile-preview"
    >
      <p className="lh-muted" style={{ marginTop: 0 }}>
        {publicUrl ? t.profile.previewHint : t.profile.notVisible}
      </p>
      <div style={{ textAlign: 'center' }}>
        <Avatar size={88} src={photoSrc} alt="" />
        <h3 className="lh-h" style={{ fontSize: 18, margin: '10px 0 0' }}>
          {displayName(values, t.dashboard.fallbackName)}
        </h3>
        {values.name_english && values.name_korean && <div className="lh-muted">{values.name_english}</div>}
        <div>{values.law_firm || t.dashboard.noLawFirm}</div>
        <div className="lh-muted" style={{ fontSize: 13 }}>
          {values.qualification_type ? t.qualification[values.qualification_type] : ''}
          {year ? ` · ${t.dashboard.registeredYear(year)}` : ''}
          {values.school ? ` · ${values.school}` : ''}
        </div>
      </div>
      <Divider style={{ margin: '14px 0' }} />
      <div style={{ display: 'grid', gap: 10, fontSize: 14 }}>
        <div>
          <strong>{t.profile.specialties}</strong>
          <div className="lh-tags" style={{ marginTop: 4 }}>
            {areas.length === 0 && <span className="lh-muted">{t.dashboard.noneSet}</span>}
            {areas.map((g) => (
              <Tag key={g.top.id} style={{ marginInlineEnd: 0 }}>
                {g.top.name_korean}
              </Tag>
            ))}
          </div>
        </div>
        <div>
          <strong>{t.profile.regions}</strong>
          <div>{regionNames.join(', ') || <span className="lh-muted">{t.dashboard.noneSet}</span>}</div>
        </div>
        <div>
          <strong>{t.profile.languages}</strong>
          <div>{languageNames.join(', ') || <span className="lh-muted">{t.dashboard.noneSet}</span>}</div>
        </div>
        <div className="lh-fee-row">
          {DURATIONS.map((d) => (
            <div className="lh-fee" key={d}>
              <span>{t.dashboard.fee(d)}</span>
              <strong>{formatWon(fees[d] ?? DEFAULT_FEES[d])}</strong>
            </div>
          ))}
        </div>
        {values.free_pr && <p className="lh-pre" style={{ margin: 0, fontStyle: 'italic' }}>{values.free_pr}</p>}
        {values.bio && <p className="lh-pre" style={{ margin: 0 }}>{values.bio.length > 280 ? `${values.bio.slice(0, 280)}…` : values.bio}</p>}
      </div>
    </Panel>
  );
}
