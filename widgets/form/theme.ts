import type { ThemeProps } from '@rjsf/core';
import { OrgPickerWidget } from '../pickers/org-picker-widget.tsx';
import { PostPickerWidget } from '../pickers/post-picker-widget.tsx';
import { UserPickerWidget } from '../pickers/user-picker-widget.tsx';
import { AttachmentWidget } from './inputs/attachment-widget.tsx';
import { CheckboxWidget, SwitchWidget } from './inputs/boolean-widgets.tsx';
import { CheckboxesWidget } from './inputs/checkboxes-widget.tsx';
import { DateTimeWidget, DateWidget, TimeWidget } from './inputs/date-widgets.tsx';
import { DialogWidget } from './inputs/dialog-widget.tsx';
import { DictWidget } from './inputs/dict-widget.tsx';
import { FlowScopeWidget } from './inputs/flow-scope-widget.tsx';
import { MoneyWidget } from './inputs/money-widget.tsx';
import { NumberWidget } from './inputs/number-widget.tsx';
import { RadioWidget } from './inputs/radio-widget.tsx';
import { RichTextWidget } from './inputs/rich-text-widget.tsx';
import { SelectWidget } from './inputs/select-widget.tsx';
import { SerialWidget } from './inputs/serial-widget.tsx';
import { EmailWidget, PasswordWidget, TextWidget, URLWidget } from './inputs/text-widget.tsx';
import { TextareaWidget } from './inputs/textarea-widget.tsx';
import { SubTableField } from './sub-table/sub-table-field.tsx';
import { ArrayFieldItemTemplate, ArrayFieldTemplate } from './templates/array-field-template.tsx';
import { ArrayFieldTitleTemplate } from './templates/array-title-template.tsx';
import { BaseInputTemplate } from './templates/base-input-template.tsx';
import { AddButton, ClearButton, CopyButton, MoveDownButton, MoveUpButton, RemoveButton, SubmitButton } from './templates/buttons.tsx';
import { ErrorListTemplate } from './templates/error-list-template.tsx';
import { FieldErrorTemplate } from './templates/field-error-template.tsx';
import { FieldHelpTemplate } from './templates/field-help-template.tsx';
import { FieldTemplate } from './templates/field-template.tsx';
import { ObjectFieldTemplate } from './templates/object-field-template.tsx';
import { DescriptionFieldTemplate, TitleFieldTemplate } from './templates/title-templates.tsx';
import './form-theme.css';

/**
 * The Arco Design theme for rjsf: an explicit object (no registration by import), spread into `<Form {...arcoTheme}>`
 * or passed to `withTheme`. rjsf's own widget names (TextWidget, SelectWidget...) are overridden; the portal's field
 * types are named for `ui:widget` (money, dict, userPicker...) and `ui:field` (subTable).
 */
export const arcoTheme = {
  widgets: {
    TextWidget,
    EmailWidget,
    URLWidget,
    PasswordWidget,
    UpDownWidget: NumberWidget,
    TextareaWidget,
    DateWidget,
    DateTimeWidget,
    TimeWidget,
    SelectWidget,
    RadioWidget,
    CheckboxWidget,
    CheckboxesWidget,
    number: NumberWidget,
    money: MoneyWidget,
    switch: SwitchWidget,
    dict: DictWidget,
    dictionary: DictWidget,
    userPicker: UserPickerWidget,
    orgPicker: OrgPickerWidget,
    postPicker: PostPickerWidget,
    dialog: DialogWidget,
    customDialog: DialogWidget,
    attachment: AttachmentWidget,
    richtext: RichTextWidget,
    serial: SerialWidget,
    flowScope: FlowScopeWidget,
  },
  templates: {
    FieldTemplate,
    ObjectFieldTemplate,
    ArrayFieldTemplate,
    ArrayFieldItemTemplate,
    ArrayFieldTitleTemplate,
    BaseInputTemplate,
    ErrorListTemplate,
    FieldErrorTemplate,
    FieldHelpTemplate,
    TitleFieldTemplate,
    DescriptionFieldTemplate,
    ButtonTemplates: { SubmitButton, AddButton, RemoveButton, MoveUpButton, MoveDownButton, CopyButton, ClearButton },
  },
  fields: {
    subTable: SubTableField,
    SubTableField,
  },
} satisfies ThemeProps;

/** The `ui:widget` names this theme adds to rjsf's own. */
export type ArcoWidgetName = keyof typeof arcoTheme.widgets;
