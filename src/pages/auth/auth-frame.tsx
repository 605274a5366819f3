import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TenantInfo } from '../../app/api/types.ts';
import { tenantName } from '../../app/api/tenant.ts';
import { useLanguageSwitch } from '../../app/shell/use-language-switch.ts';
import { AuthLanguageSwitch } from './auth-language-switch.tsx';
import './auth.css';

export interface AuthFrameProps {
  tenant: TenantInfo | undefined;
  platformTitle?: string;
  children: ReactNode;
}

function TenantMark({ tenant, name, className }: { tenant: TenantInfo | undefined; name: string; className: 'pp-auth-logo' | 'small' }) {
  if (tenant?.logoUrl) {
    return <img className="pp-auth-logo" style={className === 'small' ? { height: 32 } : undefined} src={tenant.logoUrl} alt={name} data-testid="tenant-logo" />;
  }
  return (
    <span className="pp-auth-mark" style={className === 'small' ? { width: 32, height: 32, fontSize: 16 } : undefined} aria-hidden>
      {name.slice(0, 1) || 'P'}
    </span>
  );
}

/** The sign-in backdrop: gradient page, a card with the tenant's brand on the left and the form on the right. */
export function AuthFrame({ tenant, platformTitle, children }: AuthFrameProps) {
  const { t, i18n } = useTranslation();
  const { language, change } = useLanguageSwitch();
  const name = tenantName(tenant, i18n.language);
  const title = platformTitle || t('common:appName');
  return (
    <div className="pp-auth">
      <div className="pp-auth-top">
        <AuthLanguageSwitch value={language} onChange={(next) => void change(next)} />
      </div>
      <div className="pp-auth-body">
        <div className="pp-auth-card">
          <aside className="pp-auth-hero">
            <div className="pp-auth-tenant">
              {tenant ? <TenantMark tenant={tenant} name={name} className="pp-auth-logo" /> : null}
              <span className="pp-auth-tenant-name" data-testid="login-tenant">{name}</span>
            </div>
            <div>
              <h1 className="pp-auth-headline">{title}</h1>
              <p className="pp-auth-tagline">{t('auth:tagline')}</p>
            </div>
          </aside>
          <section className="pp-auth-panel">
            {tenant ? (
              <div className="pp-auth-compact-tenant">
                <TenantMark tenant={tenant} name={name} className="small" />
                <span>{name}</span>
              </div>
            ) : null}
            {children}
          </section>
        </div>
      </div>
      <footer className="pp-auth-footer">{t('auth:copyright', { year: new Date().getFullYear() })}</footer>
    </div>
  );
}
