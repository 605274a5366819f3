import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { FlowCountsProvider } from '../../../app/workflow/flow-counts-context.tsx';
import { FlowSideMenu } from './flow-side-menu.tsx';
import { useIsSecretary, useMenuCounts } from './use-menu-counts.ts';
import './lists.css';

/** /v-flow and /workbench/v-flow: the side menu with counters beside the chosen list. */
export function FlowCentreLayout({ base }: { base: string }) {
  return (
    <FlowCountsProvider>
      <FlowCentreFrame base={base} />
    </FlowCountsProvider>
  );
}

function FlowCentreFrame({ base }: { base: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const counts = useMenuCounts();
  const showLeader = useIsSecretary();
  const selected = location.pathname.slice(base.length + 1).split('/')[0];
  return (
    <div className="pp-flow-centre" data-testid="flow-centre">
      <FlowSideMenu selected={selected} counts={counts} showLeader={showLeader} onSelect={(path) => navigate(`${base}/${path}`)} />
      <main className="pp-flow-main">
        <Outlet />
      </main>
    </div>
  );
}

/** A list drawn alone (standalone /{page}/{defKey} pages, /flow/todo): its own counters stream, no side menu. */
export function BareFlowFrame({ children, bare }: { children: React.ReactNode; bare: boolean }) {
  return (
    <FlowCountsProvider>
      <div className={bare ? 'pp-flow-bare' : undefined} data-testid="flow-bare-frame">{children}</div>
    </FlowCountsProvider>
  );
}
