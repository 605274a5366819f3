import { IconUser } from '@arco-design/web-react/icon';
import type { WidgetProps } from '@rjsf/utils';
import { PersonPicker } from './person-picker-widget.tsx';

const config = { kind: 'user', titleKey: 'form.widget.userTitle', icon: <IconUser /> } as const;

/** `ui:widget: 'userPicker'`: users of the tenant by id. */
export function UserPickerWidget(props: WidgetProps) {
  return <PersonPicker config={config} props={props} />;
}
