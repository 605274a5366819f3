import { useSession } from '../../../app/shell/services.tsx';
import { PUBLIC_INDEX_ADMIN_ROLES } from '../../../common/enums/roles.ts';
import { useMethodAuth } from './use-method-auth.ts';

export interface PatentPermissions {
  isVisitor: boolean;
  canShare: boolean;
  canCollect: boolean;
  canIndex: boolean;
  /** May edit the public indexing tree (IPgly, qyIPgly, kyIPgly). */
  editsPublicIndex: boolean;
}

/** What the signed-in user may do with patents: visitors nothing; others what their method-authorisation lists grant. */
export function usePatentPermissions(): PatentPermissions {
  const current = useSession();
  const isVisitor = current?.user.isVisitor ?? true;
  const roles = current?.user.roles ?? [];
  return {
    isVisitor,
    canShare: useMethodAuth('patent:share'),
    canCollect: useMethodAuth('patent:collect'),
    canIndex: useMethodAuth('patent:index'),
    editsPublicIndex: !isVisitor && roles.some((role) => PUBLIC_INDEX_ADMIN_ROLES.includes(role)),
  };
}
