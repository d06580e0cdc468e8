import { Button } from 'antd';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Notice } from '../components/Notice.tsx';
import { messages as t } from '../i18n/ko.ts';

export default function NotFound() {
  const location = useLocation();
  useEffect(() => {
    console.warn('[lawyer-hub] 404:', location.pathname);
  }, [location.pathname]);
  return (
<Notice tone="warning" title={t.notFound.title} subtitle={t.notFound.subtitle} action={<Button type="primary" href="/">{t.notFound.home}</Button>} />
  );
}
