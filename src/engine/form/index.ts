export { FormView, FormViewContent, type FormViewOptions } from './form-view.tsx';
export { useFormController, type FormController, type FormControllerProps } from './use-form-controller.ts';
export type { SavedRecord } from './use-form-save.ts';
export { DialogOpenerContext, useDialogOpener, type OpenDialog, type DialogOpener } from './dialog-opener.ts';
export { OnlineFormFrame, type OnlineFormHandle } from './online-form/online-form-frame.tsx';
export { requestOnlineFormData, ONLINE_FORM_ACK_MS, ONLINE_FORM_TIMEOUT_MS, type OnlineFormResult } from './online-form/online-form-protocol.ts';
