import { Message, Modal, Spin, Tree } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrgNode } from '../form/form-services.ts';

interface Props {
  multiple: boolean;
  selectNum?: number;
  initial: { id: number; name: string }[];
  listOrgs: (parentId?: number) => Promise<OrgNode[]>;
  onPick: (orgs: { id: number; name: string }[]) => void;
  onCancel: () => void;
}

interface TreeNode {
  key: string;
  title: string;
  isLeaf: boolean;
  children?: TreeNode[];
}

const ROOT = 'root';

/** Mount it to open it. The organisation tree, loaded a level at a time; one node, or several with check boxes. */
export function OrgTreeModal({ multiple, selectNum, initial, listOrgs, onPick, onCancel }: Props) {
  const { t } = useTranslation('engine');
  const [levels, setLevels] = useState<ReadonlyMap<string, OrgNode[]>>(() => new Map());
  const [chosen, setChosen] = useState<Map<number, string>>(() => new Map(initial.map((org) => [org.id, org.name])));

  const failed = (error: Error) => Message.error(t('form.widget.loadFailed', { message: error.message }));
  const load = (parent: number) => listOrgs(parent)
    .then((nodes) => setLevels((known) => new Map(known).set(String(parent), nodes)))
    .catch((error: Error) => {
      failed(error);
    });
  useEffect(() => {
    let active = true;
    listOrgs()
      .then((nodes) => active && setLevels((known) => new Map(known).set(ROOT, nodes)))
      .catch((error: Error) => active && Message.error(t('form.widget.loadFailed', { message: error.message })));
    return () => {
      active = false;
    };
  }, [listOrgs, t]);

  const build = (key: string): TreeNode[] | undefined =>
    levels.get(key)?.map((org) => ({ key: String(org.id), title: org.name, isLeaf: !org.hasChildren, children: build(String(org.id)) }));
  const names = new Map([...levels.values()].flat().map((org) => [String(org.id), org.name]));
  const choose = (keys: string[]) => {
    if (multiple && selectNum !== undefined && keys.length > selectNum) {
      Message.warning(t('form.widget.selectLimit', { count: selectNum }));
      return;
    }
    setChosen(new Map(keys.map((key) => [Number(key), names.get(key) ?? chosen.get(Number(key)) ?? key])));
  };
  const roots = build(ROOT);
  const keys = [...chosen.keys()].map(String);
  return (
    <Modal title={t('form.widget.orgTitle')} visible style={{ width: 520 }} unmountOnExit onCancel={onCancel}
      onOk={() => onPick([...chosen].map(([id, name]) => ({ id, name })))}>
      <div className="pp-picker-bar">
        <span className="pp-picker-count">{t('form.widget.selectedCount', { count: chosen.size })}</span>
      </div>
      {roots ? (
        <Tree
          className="pp-org-tree"
          treeData={roots}
          checkable={multiple}
          checkStrictly
          checkedKeys={multiple ? keys : undefined}
          selectedKeys={multiple ? undefined : keys}
          onCheck={(next) => choose(next)}
          onSelect={(next) => !multiple && choose(next)}
          loadMore={(node) => load(Number(node.props._key))}
        />
      ) : <Spin />}
    </Modal>
  );
}
