import { Spin } from 'antd';

export function FullPageSpin({ label }: { label: string }) {
  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', flexDirection: 'column', gap: 16 }} role="status" aria-live="polite">
      <Spin size="large" />
      <span>{label}</span>
    </div>
  );
}
