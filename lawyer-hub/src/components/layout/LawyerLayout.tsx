// The portal's frame (finefoods-style themed layout, built on antd Layout so that the spec's
// details fit): sidebar with the four areas and Logout, header with the notification bell and
// '{Korean name} 변호사님', mobile
// form below 768 px (drawer), sidebar state kept 7 days, Ctrl/Cmd+B toggles it, tooltips at 700 ms.
import { CloseOutlined, LogoutOutlined, MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useLogout, useMenu } from '@refinedev/core';
import { Button, Layout } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { setLoggingOut } from '../../data/auth.ts';
import { useIsMobile } from '../../hooks/useMediaQuery.ts';
import { useSiderState } from '../../hooks/useSiderState.ts';
import { useLoggingOut } from '../../hooks/useLoggingOut.ts';
import { FullPageSpin } from '../FullPageSpin.tsx';
import { messages as t } from '../../i18n/ko.ts';
import { useLawyerSession } from '../access/session.tsx';
import { Avatar } from '../Avatar.tsx';
import { Dialog } from '../Dialog.tsx';
import { Hint } from '../Hint.tsx';
import { NotificationBell } from './NotificationBell.tsx';

export const LOGOUT_REDIRECT_DELAY_MS = 800;
const SIDER_WIDTH = 224;
const SIDER_COLLAPSED_WIDTH = 72;

function Brand({ collapsed }: { collapsed: boolean }) {
  return (
    <NavLink to="/lawyer/dashboard" className="lh-brand" aria-label={collapsed ? t.app.title : undefined}>
      <span className="lh-brand-mark" aria-hidden="true">
        K
      </span>
      {!collapsed && (
        <span className="lh-brand-text">
          {t.app.brand}
          <small>{t.app.brandSub}</small>
        </span>
      )}
    </NavLink>
  );
}

function Nav({ collapsed, onNavigate, onLogout }: { collapsed: boolean; onNavigate?: () => void; onLogout: () => void }) {
  const { menuItems } = useMenu();
  return (
    <nav aria-label={t.nav.main} className="lh-nav">
      <ul>
        {menuItems.map((item) => {
          const label = String(item.meta?.label ?? item.label ?? item.name);
          const link = (
            <NavLink to={item.route ?? '/'} className={({ isActive }) => `lh-nav-link${isActive ? ' active' : ''}`} onClick={onNavigate} aria-label={collapsed ? label : undefined}>
              <span className="lh-nav-icon" aria-hidden="true">
                {item.meta?.icon as ReactNode}
              </span>
              {!collapsed && <span>{label}</span>}
            </NavLink>
          );
          return (
            <li key={item.key}>
              {collapsed ? (
                <Hint title={label} placement="right">
                  {link}
                </Hint>
              ) : (
                link
              )}
            </li>
          );
        })}
      </ul>
      <div className="lh-nav-bottom">
        {collapsed ? (
          <Hint title={t.nav.logout} placement="right">
            <button type="button" className="lh-nav-link" onClick={onLogout} aria-label={t.nav.logout}>
              <span className="lh-nav-icon" aria-hidden="true">
                <LogoutOutlined />
              </span>
            </button>
          </Hint>
        ) : (
          <button type="button" className="lh-nav-link" onClick={onLogout}>
            <span className="lh-nav-icon" aria-hidden="true">
              <LogoutOutlined />
            </span>
            <span>{t.nav.logout}</span>
          </button>
        )}
      </div>
    </nav>
  );
}

export function LawyerLayout({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const toggleDrawer = useCallback(() => setDrawerOpen((o) => !o), []);
  const { open, toggle } = useSiderState(isMobile ? toggleDrawer : undefined);
  const session = useLawyerSession();
  const { mutate: logout } = useLogout();
  const loggingOut = useLoggingOut();
  const collapsed = !open;

  const onLogout = () => {
    setDrawerOpen(false);
    setLoggingOut(true);
    logout(undefined, {
      onSuccess: (r) => {
        if (r.success) setTimeout(() => window.location.assign('/'), LOGOUT_REDIRECT_DELAY_MS);
        else setLoggingOut(false);
      },
      onError: () => setLoggingOut(false),
    });
  };

  const name = session.name ? t.header.honorific(session.name) : t.header.honorific(t.header.fallbackName).trim();

  return (
    <Layout className="lh-layout" hasSider={!isMobile}>
      <a className="lh-skip" href="#main-content">
        {t.app.skipToContent}
      </a>
      {!isMobile && (
        <Layout.Sider
          className="lh-sider"
          width={SIDER_WIDTH}
          collapsedWidth={SIDER_COLLAPSED_WIDTH}
          collapsed={collapsed}
          trigger={null}
          theme="light"
        >
          <Brand collapsed={collapsed} />
          <Nav collapsed={collapsed} onLogout={onLogout} />
        </Layout.Sider>
      )}
      {isMobile && (
        <Dialog open={drawerOpen} onClose={() => setDrawerOpen(false)} className="lh-drawer" labelledBy="lh-drawer-title">
          <div className="lh-drawer-head">
            <span id="lh-drawer-title" className="lh-visually-hidden">
              {t.nav.menu}
            </span>
            <Brand collapsed={false} />
            <Button type="text" icon={<CloseOutlined />} onClick={() => setDrawerOpen(false)} aria-label={t.common.close} />
          </div>
          <Nav collapsed={false} onNavigate={() => setDrawerOpen(false)} onLogout={onLogout} />
        </Dialog>
      )}
      <Layout>
        <Layout.Header className="lh-header">
          {isMobile ? (
            <Button type="text" icon={<MenuOutlined />} onClick={toggleDrawer} aria-label={t.nav.menu} aria-expanded={drawerOpen} />
          ) : (
            <Hint title={t.nav.toggleSider}>
              <Button type="text" icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />} onClick={toggle} aria-label={t.nav.toggleSider} aria-expanded={open} />
            </Hint>
          )}
          {isMobile && <span className="lh-header-brand">{t.app.brand}</span>}
          <div className="lh-header-user">
            <NotificationBell userId={session.id} />
            <Avatar size={32} src={session.avatar} alt="" />
            <span className="lh-header-name">{name}</span>
          </div>
        </Layout.Header>
        <Layout.Content id="main-content" className="lh-content" tabIndex={-1}>
          {/* the page (and its queries) is unmounted while logging out: nothing refetches without a session */}
          {loggingOut ? <FullPageSpin label={t.app.loggingOut} /> : children}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
