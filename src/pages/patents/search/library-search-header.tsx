import { useEffect, useState } from 'react';
import { Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import { useTranslation } from 'react-i18next';
import type { StatusTile } from '../../../common/patents/status-tiles.ts';
import type { StatusCounts } from '../../../app/api/patents.ts';
import { StatusTiles } from '../../../../widgets/patents/status-tiles.tsx';
import type { KeywordResult } from './library-list-source.ts';

export interface LibrarySearchHeaderProps {
  keyword: string;
  status: StatusTile | null;
  counts?: StatusCounts;
  /** The last page's total for the keyword in the box (capped: more than that many match). */
  result?: KeywordResult;
  onSearch: (keyword: string) => void;
  onStatus: (status: StatusTile | null) => void;
}

/** The library's keyword box (name / application no / publication no / department / inventor) over the seven tiles. */
export function LibrarySearchHeader({ keyword, status, counts, result, onSearch, onStatus }: LibrarySearchHeaderProps) {
  const { t, i18n } = useTranslation('patents');
  const [text, setText] = useState(keyword);
  useEffect(() => setText(keyword), [keyword]);
  return (
    <div className="pp-search-head" data-testid="library-search-header">
      <div className="pp-search-bar">
        <Input.Search
          allowClear
          searchButton={t('search')}
          placeholder={t('searchPlaceholder')}
          value={text}
          maxLength={100}
          onChange={setText}
          onSearch={(value) => onSearch(value.trim())}
          onClear={() => onSearch('')}
          data-testid="library-keyword"
        />
      </div>
      {keyword && result ? (
        <div className="pp-search-result" data-testid="library-result" data-capped={result.capped}>
          {t(result.capped ? 'searchResultCapped' : 'searchResult', { keyword, total: result.total.toLocaleString(i18n.language) })}
        </div>
      ) : null}
      <StatusTiles counts={counts} active={status} onSelect={onStatus} />
    </div>
  );
}
