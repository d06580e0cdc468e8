// /lawyer/bookmarks: the credit balance and the members who bookmarked the lawyer (newest first),
// each with 'Write message' and 'Issue coupon' (disabled once the bookmark has a coupon).
import { GiftOutlined, MessageOutlined, ReloadOutlined, WalletOutlined } from '@ant-design/icons';
import { useNotification } from '@refinedev/core';
import { Button, Empty, Skeleton, Space, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLawyerSession } from '../../components/access/session.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Panel } from '../../components/Panel.tsx';
import { useLawyerBookmarks, type BookmarkDetail } from '../../data/bookmarks.ts';
import { useCredits } from '../../data/lawyers.hooks.ts';
import { useCategories } from '../../data/lookups.ts';
import { formatDate } from '../../domain/dates.ts';
import { messages as t } from '../../i18n/ko.ts';
import { CouponModal } from './CouponModal.tsx';
import { MessageModal } from './MessageModal.tsx';

const b = t.bookmarks;

export function memberName(bm: Pick<BookmarkDetail, 'member_name_korean' | 'member_name_english'>): string {
  return bm.member_name_korean?.trim() || bm.member_name_english?.trim() || '-';
}

export default function BookmarkList() {
  const session = useLawyerSession();
  const { bookmarks, isLoading, isError, isFetching, refetch } = useLawyerBookmarks(session.id);
  const { credits, isLoading: creditsLoading, refetch: refetchCredits } = useCredits(session.id);
  const { data: categories } = useCategories();
  const { open } = useNotification();
  const [messageFor, setMessageFor] = useState<BookmarkDetail | null>(null);
  const [couponFor, setCouponFor] = useState<BookmarkDetail | null>(null);

  const categoryNames = useMemo(() => new Map(categories.map((c) => [c.id, c.name_korean])), [categories]);

  useEffect(() => {
    if (isError) open?.({ key: 'bookmarks-load', type: 'error', message: b.loadFailedTitle, description: b.loadFailed });
  }, [isError, open]);

  const reload = () => {
    void refetch();
    void refetchCredits();
  };

  return (
    <>
      <PageHeader
        title={b.title}
        subtitle={b.subtitle}
        extra={
          <Button icon={<ReloadOutlined />} onClick={reload} loading={isFetching && !isLoading}>
            {t.common.reload}
          </Button>
        }
      />
      <Panel style={{ marginBottom: 16 }}>
        <Space align="end" wrap size={12}>
          <div>
            <div className="lh-stat-title">{b.credits}</div>
            {creditsLoading ? (
              <Skeleton.Input active size="small" />
            ) : (
              <div className="lh-stat-value">
                <WalletOutlined aria-hidden="true" style={{ color: '#1d4ed8', fontSize: 20 }} />
                <span data-testid="credits-balance">{credits.toLocaleString('ko-KR')}</span>
                <small>{t.common.creditUnit}</small>
              </div>
            )}
          </div>
          <span className="lh-muted" style={{ paddingBottom: 6 }}>
            {b.creditsNote}
          </span>
        </Space>
      </Panel>
      <h2 className="lh-h" style={{ fontSize: 18 }}>
        {b.members}
      </h2>
      {isLoading ? (
        <div style={{ textAlign: 'center', padding: 48 }}>
          <Spin />
        </div>
      ) : bookmarks.length === 0 ? (
        <Empty description={b.empty} />
      ) : (
        <Space direction="vertical" size={12} style={{ width: '100%' }}>
          {bookmarks.map((bm) => {
            const name = memberName(bm);
            const interests = (bm.member_interest_categories ?? []).map((id) => categoryNames.get(id) ?? id).join(', ');
            return (
              <Panel key={bm.id} size="small" data-testid="bookmark-row" data-bookmark-id={bm.id} styles={{ body: { padding: 16 } }}>
                <Space align="start" style={{ justifyContent: 'space-between', width: '100%' }} wrap>
                  <h3 className="lh-h" style={{ fontSize: 16, margin: 0 }}>
                    {name}
                  </h3>
                  <Space wrap>
                    <Button icon={<MessageOutlined />} onClick={() => setMessageFor(bm)}>
                      {b.writeMessage}
                    </Button>
                    <Button type="primary" icon={<GiftOutlined />} disabled={Boolean(bm.coupon_id)} onClick={() => setCouponFor(bm)}>
                      {b.issueCoupon}
                    </Button>
                  </Space>
                </Space>
                <dl className="lh-member-fields">
                  <div>
                    <dt>{b.name}</dt>
                    <dd>{name}</dd>
                  </div>
                  <div>
                    <dt>{b.birthDate}</dt>
                    <dd>{formatDate(bm.member_birth_date)}</dd>
                  </div>
                  <div>
                    <dt>{b.gender}</dt>
                    <dd>{bm.member_gender ? t.gender[bm.member_gender] : '-'}</dd>
                  </div>
                  <div>
                    <dt>{b.interest}</dt>
                    <dd>{interests || '-'}</dd>
                  </div>
                  <div>
                    <dt>{b.bookmarkedAt}</dt>
                    <dd>{formatDate(bm.created_at)}</dd>
                  </div>
                </dl>
                {(bm.lawyer_message || bm.coupon_id) && (
                  <div style={{ marginTop: 10, display: 'grid', gap: 4 }}>
                    {bm.lawyer_message && (
                      <div className="lh-pre" data-testid="sent-message">
                        {b.sentMessage(bm.lawyer_message)}
                      </div>
                    )}
                    {bm.coupon_id && (
                      <div style={{ color: '#166534', fontWeight: 600 }} data-testid="coupon-issued">
                        {b.couponIssued}
                      </div>
                    )}
                  </div>
                )}
              </Panel>
            );
          })}
        </Space>
      )}
      <MessageModal bookmark={messageFor} memberName={messageFor ? memberName(messageFor) : ''} onClose={() => setMessageFor(null)} />
      <CouponModal bookmark={couponFor} memberName={couponFor ? memberName(couponFor) : ''} creditsHeld={credits} onClose={() => setCouponFor(null)} />
    </>
  );
}
