import { Avatar, Button, Dropdown, Menu } from '@arco-design/web-react';
import '@arco-design/web-react/es/Avatar/style/css.js';
import '@arco-design/web-react/es/Dropdown/style/css.js';
import '@arco-design/web-react/es/Menu/style/css.js';
import { IconCheck, IconDown, IconExport, IconLock, IconSwap, IconUser } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';

export interface HeaderPost {
  postId: string;
  postName: string;
  orgName?: string;
}

export interface HeaderUserMenuProps {
  /** The user's full name; ignored for the visitor (shown as 游客 / Guest). */
  userName: string;
  isVisitor: boolean;
  posts: HeaderPost[];
  currentPostId?: string | null;
  onProfile: () => void;
  onChangePassword: () => void;
  onSwitchPost: (postId: string) => void;
  onLogout: () => void;
  onLogin: () => void;
}

/** Greeting and the user dropdown (personal info, change password, post switch, log out); a login button for guests. */
export function HeaderUserMenu(props: HeaderUserMenuProps) {
  const { userName, isVisitor, posts, currentPostId, onProfile, onChangePassword, onSwitchPost, onLogout, onLogin } = props;
  const { t } = useTranslation();

  if (isVisitor) {
    return (
      <div className="pp-user" data-testid="header-user">
        <span className="pp-user-greeting" data-testid="header-greeting">{t('layout:greeting', { name: t('common:visitor') })}</span>
        <Button type="primary" size="small" shape="round" onClick={onLogin} data-testid="header-login">
          {t('layout:login')}
        </Button>
      </div>
    );
  }

  const onClick = (key: string) => {
    if (key === 'profile') onProfile();
    else if (key === 'password') onChangePassword();
    else if (key === 'logout') onLogout();
    else if (key.startsWith('post:')) {
      const postId = key.slice(5);
      if (postId !== currentPostId) onSwitchPost(postId);
    }
  };

  const droplist = (
    <Menu onClickMenuItem={onClick} style={{ minWidth: 180 }} data-testid="user-menu">
      <Menu.Item key="profile" data-testid="user-menu-profile">
        <IconUser style={{ marginRight: 8 }} />
        {t('layout:profile')}
      </Menu.Item>
      <Menu.Item key="password" data-testid="user-menu-password">
        <IconLock style={{ marginRight: 8 }} />
        {t('layout:changePassword')}
      </Menu.Item>
      {posts.length > 1 ? (
        <Menu.SubMenu
          key="posts"
          data-testid="user-menu-posts"
          title={
            <span>
              <IconSwap style={{ marginRight: 8 }} />
              {t('layout:switchPost')}
            </span>
          }
        >
          {posts.map((post) => (
            <Menu.Item key={`post:${post.postId}`} data-testid={`user-menu-post-${post.postId}`}>
              <span style={{ display: 'inline-block', width: 20 }}>{post.postId === currentPostId ? <IconCheck /> : null}</span>
              {post.orgName ? `${post.postName}（${post.orgName}）` : post.postName}
            </Menu.Item>
          ))}
        </Menu.SubMenu>
      ) : null}
      <Menu.Item key="logout" data-testid="user-menu-logout">
        <IconExport style={{ marginRight: 8 }} />
        {t('layout:logout')}
      </Menu.Item>
    </Menu>
  );

  return (
    <Dropdown droplist={droplist} trigger="click" position="br">
      <button type="button" className="pp-user pp-user-trigger" data-testid="header-user">
        <Avatar size={28} style={{ backgroundColor: 'rgba(255,255,255,.22)' }}>
          {userName.slice(0, 1) || <IconUser />}
        </Avatar>
        <span className="pp-user-greeting" data-testid="header-greeting">{t('layout:greeting', { name: userName })}</span>
        <IconDown />
      </button>
    </Dropdown>
  );
}
