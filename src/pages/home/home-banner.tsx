import { useState } from 'react';
import { Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import { useTranslation } from 'react-i18next';

export interface HomeBannerProps {
  title: string;
  /** The visitor's banner: another style and a sign-in hint. */
  visitor: boolean;
  /** The keyword box (hidden for the agent role). */
  search: boolean;
  onSearch: (keyword: string) => void;
}

/** The home banner: platform title and the patent keyword search. */
export function HomeBanner({ title, visitor, search, onSearch }: HomeBannerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  return (
    <section className={visitor ? 'pp-home-banner pp-home-banner-visitor' : 'pp-home-banner'} data-testid="home-banner" data-visitor={visitor}>
      <h1 className="pp-home-banner-title">{title || t('home:bannerTitle')}</h1>
      <p className="pp-home-banner-subtitle">{t(visitor ? 'home:visitorBannerSubtitle' : 'home:bannerSubtitle')}</p>
      {search ? (
        <div className="pp-home-banner-search">
          <Input.Search
            size="large"
            allowClear
            searchButton={t('home:search')}
            placeholder={t('patents:searchPlaceholder')}
            value={text}
            maxLength={100}
            onChange={setText}
            onSearch={(value) => onSearch(value.trim())}
            data-testid="home-search"
          />
        </div>
      ) : null}
    </section>
  );
}
