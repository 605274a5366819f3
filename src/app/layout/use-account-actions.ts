import { useState } from 'react';
import { Message, Modal } from '@arco-design/web-react';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { changePassword, getPasswordStrategy, signOut } from '../api/auth.ts';
import { getUserDetail, switchPost, updateProfile } from '../api/user.ts';
import { ApiError } from '../api/client.ts';
import { useServices, useSession } from '../shell/services.tsx';
import { HOME_PATH } from '../shell/arco-ui.ts';
import type { ProfileDialogProps, ProfileMode, ProfileValues } from './profile-dialog.tsx';
import type { ChangePasswordDialogProps } from './change-password-dialog.tsx';
import type { ChangePasswordValues } from './change-password-rules.ts';

function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/** Personal-info dialog controller: loads the user's detail when open, saves with the row version. */
export function useProfileDialog(onSaved: () => void): { open: () => void; props: ProfileDialogProps } {
  const { api, session } = useServices();
  const current = useSession();
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const [mode, setMode] = useState<ProfileMode>('view');
  const [saving, setSaving] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const account = current?.user.account;
  const detail = useSWR(visible && account ? ['userDetail', account] : null, ([, a]) => getUserDetail(api, a), { revalidateOnFocus: false });

  const onSave = async (values: ProfileValues) => {
    // The edit form opens only on a loaded detail; its version guards against a stale save.
    const version = detail.data?.user.version;
    if (version === undefined) return;
    setSaving(true);
    setErrorMessage(null);
    try {
      const reply = await updateProfile(api, {
        fullname: values.fullname.trim(),
        email: values.email?.trim() ?? '',
        mobile: values.mobile?.trim() ?? '',
        sex: values.sex || 'unknown',
        address: values.address ?? '',
        version,
      });
      Message.success(reply.message || t('errors:profileSaved'));
      const saved = session.get();
      if (saved) session.save({ ...saved, user: { ...saved.user, username: values.fullname.trim() } });
      await detail.mutate();
      setMode('view');
      onSaved();
    } catch (error) {
      setErrorMessage(messageOf(error, t('errors:saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  return {
    open: () => {
      setMode('view');
      setErrorMessage(null);
      setVisible(true);
    },
    props: {
      visible,
      detail: detail.data,
      loading: detail.isLoading,
      mode,
      onModeChange: (next) => {
        setErrorMessage(null);
        setMode(next);
      },
      saving,
      errorMessage,
      onSave: (values) => void onSave(values),
      onClose: () => setVisible(false),
    },
  };
}

/** Change-password controller: the tenant's strategy drives the rules; success says 修改密码成功. */
export function useChangePassword(options: { onChanged?: () => void; enabled?: boolean } = {}) {
  const { api } = useServices();
  const current = useSession();
  const { t } = useTranslation();
  const [submitting, setSubmitting] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const tenantId = current?.user.tenantId;
  // A dialog asks for the strategy when it opens, not with every page of the shell.
  const strategy = useSWR(options.enabled !== false && tenantId !== undefined && tenantId !== '' ? ['pwdStrategy', tenantId] : null, ([, id]) => getPasswordStrategy(api, id), {
    revalidateOnFocus: false,
  });

  const submit = async (values: ChangePasswordValues) => {
    setSubmitting(true);
    setErrorMessage(null);
    try {
      const reply = await changePassword(api, values.oldPassword, values.newPassword);
      Message.success(reply.message || t('errors:passwordChanged'));
      options.onChanged?.();
    } catch (error) {
      setErrorMessage(messageOf(error, t('errors:saveFailed')));
    } finally {
      setSubmitting(false);
    }
  };
  return { strategy: strategy.data, submitting, errorMessage, submit, clearError: () => setErrorMessage(null) };
}

export function useChangePasswordDialog(): { open: () => void; props: ChangePasswordDialogProps } {
  const [visible, setVisible] = useState(false);
  const controller = useChangePassword({ onChanged: () => setVisible(false), enabled: visible });
  return {
    open: () => {
      controller.clearError();
      setVisible(true);
    },
    props: {
      visible,
      strategy: controller.strategy,
      submitting: controller.submitting,
      errorMessage: controller.errorMessage,
      onSubmit: (values) => void controller.submit(values),
      onCancel: () => setVisible(false),
    },
  };
}

/** Post switch (切换当前岗位成功) and log out. */
export function useAccountActions(onPostSwitched: () => void) {
  const { api, session } = useServices();
  const { t } = useTranslation();
  return {
    switchPost: async (postId: string) => {
      const userId = session.get()?.user.userId;
      try {
        const reply = await switchPost(api, postId);
        if (userId) session.setCurrentPostId(userId, postId);
        Message.success(reply.message || t('errors:postSwitched'));
        onPostSwitched();
      } catch (error) {
        Message.error(messageOf(error, t('errors:saveFailed')));
      }
    },
    logout: async () => {
      await signOut(api).catch(() => undefined);
      session.clear();
      window.location.assign('/login');
    },
    /** Idle timeout: sign out at once, tell the user, then go home. */
    idleLogout: async () => {
      Modal.warning({
        title: t('common:notice'),
        content: t('layout:idleLogout'),
        okText: t('common:ok'),
        escToExit: false,
        maskClosable: false,
        closable: false,
        onOk: () => window.location.assign(HOME_PATH),
      });
      await signOut(api).catch(() => undefined);
      session.clear();
    },
  };
}
