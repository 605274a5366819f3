import { Component, type ComponentType, type ReactNode } from 'react';
import { Alert, Empty } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import { useTranslation } from 'react-i18next';
import type { DefinitionKind } from '../../../common/definitions/versions.ts';
import { BoPreview } from './previews/bo-preview.tsx';
import { FormPreview } from './previews/form-preview.tsx';
import { MenuPreview } from './previews/menu-preview.tsx';
import { TemplateOutline } from './previews/template-outline.tsx';

type Preview = ComponentType<{ body: never }>;

/** The live preview drawn for each kind (explicit map; kinds without one say so). */
const PREVIEWS: Partial<Record<DefinitionKind, Preview>> = {
  bo: BoPreview as Preview,
  form: FormPreview as Preview,
  menu: MenuPreview as Preview,
  template: TemplateOutline as Preview,
};

interface DefinitionPreviewProps {
  kind: DefinitionKind;
  /** The editor's body when it is valid; null while it has problems. */
  body: Record<string, unknown> | null;
}

/** Draws the definition being edited as users will meet it; a definition that breaks the view shows its error here. */
export function DefinitionPreview({ kind, body }: DefinitionPreviewProps) {
  const { t } = useTranslation('admin');
  const View = PREVIEWS[kind];
  if (!View) return <Empty description={t('previewUnavailable')} />;
  if (!body) return <Alert type="warning" content={t('previewInvalid')} />;
  return (
    <PreviewBoundary resetKey={JSON.stringify(body)}>
      <View body={body as never} />
    </PreviewBoundary>
  );
}

/** Keeps a preview that throws from blanking the editor; it retries when the body changes. */
class PreviewBoundary extends Component<{ resetKey: string; children: ReactNode }, { error: Error | null; key: string }> {
  override state = { error: null as Error | null, key: this.props.resetKey };
  static getDerivedStateFromError(error: Error) { return { error }; }
  static getDerivedStateFromProps(props: { resetKey: string }, state: { key: string }) {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }
  override render() {
    return this.state.error ? <Alert type="error" content={this.state.error.message} data-testid="preview-error" /> : this.props.children;
  }
}
