import { Card } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import { TemplateListPage } from '../../engine/list/template-list-page.tsx';

/** A personal-office list: the engine's list of the shipped template `alias` (schemas/template) on the section's card. */
export function PersonalTemplateList({ alias, testId }: { alias: string; testId: string }) {
  return (
    <Card bordered={false} data-testid={testId} className="pp-personal-list">
      <TemplateListPage alias={alias} group="v-personal" />
    </Card>
  );
}
