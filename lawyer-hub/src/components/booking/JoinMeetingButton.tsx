import { VideoCameraOutlined } from '@ant-design/icons';
import { Button } from 'antd';

/** Opens the booking's online meeting in a new tab (offered only for confirmed bookings with a link). */
export function JoinMeetingButton({ link, label, size }: { link: string; label: string; size?: 'small' | 'middle' }) {
  return (
    <Button type="primary" icon={<VideoCameraOutlined />} href={link} target="_blank" rel="noopener noreferrer" size={size}>
      {label}
    </Button>
  );
}

export function canJoin(b: { status: string; meeting_link: string | null }): b is { status: 'confirmed'; meeting_link: string } {
  return b.status === 'confirmed' && Boolean(b.meeting_link);
}
