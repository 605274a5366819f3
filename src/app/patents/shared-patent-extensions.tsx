import { Link } from 'react-router-dom';
import { Message } from '@arco-design/web-react';
import type { Formatter } from '../../engine/registry/formatters.tsx';
import type { RowAction } from '../../engine/list/extensions/types.ts';
import type { ApiClient } from '../api/client.ts';
import { patentDetailId, removeShares } from '../api/patents.ts';
import { useSession } from '../shell/services.tsx';

/**
 * 他人分享 (template zlfx over the view zlfx) as engine extension points: the patent name links to the patent's detail
 * page (the row carries patentId and source: the template's rowFields), and 移除分享 removes the caller's share
 * (the server removes only shares made to the caller).
 */

/** The detail page of a library patent: the school library's form unless the row comes from the backup library. */
function PatentLinkCell({ value, row }: { value: unknown; row: Record<string, unknown> }) {
  const user = useSession()?.user;
  const text = value === null || value === undefined ? '' : String(value);
  if (row.patentId === null || row.patentId === undefined) return <>{text}</>;
  const form = row.source === 'bxzlk' ? 'bxzlk' : 'jgzlk';
  const id = patentDetailId(user?.tenantId ?? '', user?.tenantCode, String(row.patentId));
  return <Link to={`/zlk1/template/form/${form}/get?id=${encodeURIComponent(id)}`} data-testid="patent-link">{text}</Link>;
}

export const sharedPatentFormatters: Readonly<Record<string, Formatter>> = {
  patentLink: (value, ctx) => <PatentLinkCell value={value} row={ctx.row} />,
};

/** The row actions of the shares list, bound to the app's API client; `operationSucceeded` is the toast on success. */
export function sharedPatentActions(api: ApiClient, operationSucceeded: () => string): Record<string, RowAction> {
  return {
    removeShare: {
      run: async ({ row, reload }) => {
        await removeShares(api, [Number(row.id)]);
        Message.success(operationSucceeded());
        reload();
      },
    },
  };
}
