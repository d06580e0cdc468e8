import { EditOutlined } from '@ant-design/icons';
import { DEFAULT_FEES, DURATIONS } from '@klegal/shared';
import { Button, Skeleton, Space } from 'antd';
import { useNavigate } from 'react-router';
import { Avatar } from '../../components/Avatar.tsx';
import { Panel } from '../../components/Panel.tsx';
import { TagList } from '../../components/TagList.tsx';
import { photoSrc, type LawyerAccount } from '../../data/lawyers.ts';
import type { Category } from '../../data/lookups.ts';
import { displayName } from '../../domain/dashboard.ts';
import { formatWon } from '../../domain/money.ts';
import { topLevelAreas } from '../../domain/profile.ts';
import { messages as t } from '../../i18n/ko.ts';

const FEE_KEY = { 20: 'fee_20min', 40: 'fee_40min', 60: 'fee_60min' } as const;

export function ProfileCard({ account, categories, loading }: { account: LawyerAccount | null; categories: Category[]; loading: boolean }) {
  const navigate = useNavigate();
  if (loading || !account) {
    return (
      <Panel>
        <Skeleton avatar active paragraph={{ rows: 4 }} />
      </Panel>
    );
  }
  const name = displayName(account.profile, t.dashboard.fallbackName);
  const areas = topLevelAreas(
    account.lawyer_specialties.map((s) => s.category_id),
    categories,
  ).map((c) => c.name_korean);
  const regions = account.lawyer_regions.map((r) => r.regions?.name_korean ?? r.region_id);
  const qualification = t.qualification[account.qualification_type] ?? account.qualification_type;

  return (
    <Panel>
      <div style={{ display: 'flex', gap: 20, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Avatar size={88} src={photoSrc(account.profile_photo_url)} alt={t.profile.photoAlt} />
        <div style={{ flex: 1, minWidth: 220 }}>
          <Space wrap align="center" style={{ justifyContent: 'space-between', width: '100%' }}>
            <div>
              <h2 className="lh-h" style={{ margin: 0, fontSize: 22 }}>
                {name}
              </h2>
              <div className="lh-muted">{account.law_firm || t.dashboard.noLawFirm}</div>
              <div className="lh-muted">
                {qualification}
                {account.bar_association_year ? ` · ${t.dashboard.registeredYear(account.bar_association_year)}` : ''}
              </div>
            </div>
            <Button icon={<EditOutlined />} onClick={() => navigate('/lawyer/profile')}>
              {t.dashboard.editProfile}
            </Button>
          </Space>
          <dl style={{ margin: '16px 0 0', display: 'grid', gap: 12 }}>
            <div>
              <dt className="lh-muted" style={{ fontSize: 13, marginBottom: 4 }}>
                {t.dashboard.specialties}
              </dt>
              <dd style={{ margin: 0 }} data-testid="dashboard-specialties">
                <TagList items={areas} empty={t.dashboard.noneSet} />
              </dd>
            </div>
            <div>
              <dt className="lh-muted" style={{ fontSize: 13, marginBottom: 4 }}>
                {t.dashboard.regions}
              </dt>
              <dd style={{ margin: 0 }} data-testid="dashboard-regions">
                <TagList items={regions} empty={t.dashboard.noneSet} />
              </dd>
            </div>
            <div>
              <dt className="lh-muted" style={{ fontSize: 13, marginBottom: 4 }}>
                {t.dashboard.fees}
              </dt>
              <dd style={{ margin: 0 }}>
                <div className="lh-fee-row">
                  {DURATIONS.map((d) => (
                    <div className="lh-fee" key={d}>
                      <span>{t.dashboard.fee(d)}</span>
                      <strong>{formatWon(account[FEE_KEY[d]] ?? DEFAULT_FEES[d])}</strong>
                    </div>
                  ))}
                </div>
              </dd>
            </div>
          </dl>
        </div>
      </div>
    </Panel>
  );
}
