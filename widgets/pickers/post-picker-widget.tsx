import { IconIdcard } from '@arco-design/web-react/icon';
import type { WidgetProps } from '@rjsf/utils';
import { PersonPicker } from './person-picker-widget.tsx';

const config = { kind: 'post', titleKey: 'form.widget.postTitle', icon: <IconIdcard /> } as const;

/** `ui:widget: 'postPicker'`: posts of the tenant by id. */
export function PostPickerWidget(props: WidgetProps) {
  return <PersonPicker config={config} props={props} />;
}
