import { useTranslation } from 'react-i18next';

/** The home footer: the platform and its tenant. */
export function HomeFooter({ name }: { name: string }) {
  const { t } = useTranslation('home');
  return (
    <footer className="pp-home-footer" data-testid="home-footer">
      <span>{t('footerRights', { year: new Date().getFullYear(), name })}</span>
      <span className="pp-home-footer-sep" aria-hidden>|</span>
      <span>{t('footerSupport')}</span>
    </footer>
  );
}
