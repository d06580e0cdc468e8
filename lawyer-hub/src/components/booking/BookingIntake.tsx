// What the client added to a paid booking before the meeting (issue 29, item 4): status of stay,
// key dates, documents. A visa expiry or notice deadline within 14 days of the consultation (or
// already past) is marked urgent (shared rule: urgentDeadlines).
import { DownloadOutlined, WarningOutlined } from '@ant-design/icons';
import { useNotification } from '@refinedev/core';
import { Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { urgentDeadlines } from '@klegal/shared/bookingIntake.ts';
import { documentDownloadUrl, useBookingIntake, type BookingDocument } from '../../data/intake.ts';
import { formatDate } from '../../domain/dates.ts';
import { messages as t } from '../../i18n/ko.ts';
import { intakeTexts } from '../../i18n/bookingRecords.ts';

function fileSize(bytes: number | null): string {
  if (bytes === null) return '';
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export function BookingIntake({ bookingId, bookingDate }: { bookingId: string; bookingDate: string }) {
  const { intake, documents, isLoading, isError } = useBookingIntake(bookingId, true);
  const { open } = useNotification();
  const [opening, setOpening] = useState<string | null>(null);
  if (isLoading) return null;
  if (isError) return <p className="lh-card-note" role="alert">{intakeTexts.loadFailed}</p>;

  const urgent = urgentDeadlines(intake, bookingDate);
  const statusLabel = intake?.status_of_stay ? (intakeTexts.status as Record<string, string>)[intake.status_of_stay] ?? intake.status_of_stay : null;
  const download = async (doc: BookingDocument) => {
    setOpening(doc.path);
    try {
      window.location.assign(await documentDownloadUrl(doc));
    } catch (e) {
      console.error('[lawyer-hub] document download failed', e);
      open?.({ type: 'error', message: intakeTexts.downloadFailed });
    } finally {
      setOpening(null);
    }
  };

  // a plain block, not a <section> landmark: every paid card has one (axe: landmark-unique)
  return (
    <div className="lh-intake" data-testid="booking-intake" style={{ marginTop: 10 }}>
      <Space size={8} wrap style={{ marginBottom: 4 }}>
        <span className="lh-muted" style={{ fontSize: 12 }}>{intakeTexts.title}</span>
        {urgent.length > 0 && (
          <Tag color="error" icon={<WarningOutlined aria-hidden="true" />} data-testid="intake-urgent" style={{ fontWeight: 600 }}>
            {intakeTexts.urgent}
          </Tag>
        )}
      </Space>
      {urgent.length > 0 && (
        <p className="lh-intake-urgent" style={{ margin: '0 0 6px', color: '#b91c1c', fontSize: 13 }}>
          {intakeTexts.urgentHint(urgent.map((u) => `${intakeTexts[u.kind === 'visa_expires_on' ? 'visaExpiresOn' : 'noticeDeadline']} ${formatDate(u.date)}`).join(', '))}
        </p>
      )}
      {!intake && documents.length === 0 ? (
        <p className="lh-muted" style={{ margin: 0 }}>{intakeTexts.empty}</p>
      ) : (
        <>
          {intake && (
            <dl className="lh-booking-meta" style={{ marginTop: 4 }}>
              <div><dt>{intakeTexts.statusOfStay}</dt><dd data-testid="intake-status">{statusLabel ?? t.common.none}</dd></div>
              <div><dt>{intakeTexts.visaExpiresOn}</dt><dd>{formatDate(intake.visa_expires_on)}</dd></div>
              <div><dt>{intakeTexts.noticeDate}</dt><dd>{formatDate(intake.notice_date)}</dd></div>
              <div><dt>{intakeTexts.noticeDeadline}</dt><dd data-testid="intake-deadline">{formatDate(intake.notice_deadline)}</dd></div>
            </dl>
          )}
          <div className="lh-muted" style={{ fontSize: 12 }}>{intakeTexts.documents}</div>
          {documents.length === 0 ? (
            <p className="lh-muted" style={{ margin: '2px 0 0' }}>{intakeTexts.noDocuments}</p>
          ) : (
            <ul className="lh-intake-docs" style={{ listStyle: 'none', padding: 0, margin: '2px 0 0' }}>
              {documents.map((d) => (
                <li key={d.path}>
                  <Button
                    type="link"
                    icon={<DownloadOutlined aria-hidden="true" />}
                    loading={opening === d.path}
                    onClick={() => void download(d)}
                    aria-label={intakeTexts.download(d.file_name)}
                    style={{ paddingInline: 0 }}
                  >
                    {d.file_name}
                  </Button>
                  <span className="lh-muted" style={{ fontSize: 12, marginInlineStart: 6 }}>{fileSize(d.size_bytes)}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
