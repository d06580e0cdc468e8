// A round photo with a person icon when there is none (or it fails to load). Own component: antd
// Avatar pulls Avatar.Group and with it the popover machinery (bundle budget).
import { UserOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';

export function Avatar({ src, size = 40, alt = '', testId }: { src?: string | null; size?: number; alt?: string; testId?: string }) {
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [src]);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.5) };
  return (
    <span className="lh-avatar" style={style} data-testid={testId}>
      {src && !failed ? <img src={src} alt={alt} width={size} height={size} onError={() => setFailed(true)} /> : <UserOutlined aria-hidden="true" />}
    </span>
  );
}
