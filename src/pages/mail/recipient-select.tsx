import { useEffect, useRef, useState } from 'react';
import { Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Select/style/css.js';
import { useTranslation } from 'react-i18next';
import type { MailPickItem } from '../../app/api/mail.ts';
import { INTERNAL_SET_ID, type MailAddress } from '../../common/api/mail.ts';
import { recipientKey, recipientOf } from './recipient-model.ts';
import { useMailCalls } from './use-mail.ts';

/** Spec section 9: the pinyin lookup waits this long after the last key. */
const LOOKUP_DELAY_MS = 300;

interface Props {
  id: string;
  setId: number;
  value: MailAddress[];
  onChange: (value: MailAddress[]) => void;
  error?: boolean;
}

/**
 * Recipients typed or picked: the server's users and contacts whose name, full pinyin or initials (or address) match
 * what is typed (getMailAndUserData); internal mail offers users only, external mail also takes any typed address.
 */
export function RecipientSelect({ id, setId, value, onChange, error }: Props) {
  const { t } = useTranslation('mail');
  const calls = useMailCalls();
  const internal = setId === INTERNAL_SET_ID;
  const [found, setFound] = useState<MailPickItem[]>([]);
  const [loading, setLoading] = useState(false);
  // Every recipient ever chosen or offered by key, so a key the select hands back maps to its person.
  const known = useRef(new Map<string, MailAddress>());
  for (const p of value) known.current.set(recipientKey(p, internal), p);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const asked = useRef(0);
  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (text: string) => {
    clearTimeout(timer.current);
    const query = text.trim();
    if (!query) return setFound([]);
    timer.current = setTimeout(() => {
      const ticket = ++asked.current;
      setLoading(true);
      calls.pick(query).then((items) => ticket === asked.current && setFound(items), () => ticket === asked.current && setFound([]))
        .finally(() => ticket === asked.current && setLoading(false));
    }, LOOKUP_DELAY_MS);
  };

  const options = found.flatMap((item) => {
    const person = recipientOf(item, internal);
    if (!person) return [];
    const key = recipientKey(person, internal);
    known.current.set(key, person);
    return [{
      value: key,
      label: (
        <span data-testid="mail-recipient-option">
          {item.name} &lt;{person.address}&gt;
          <span className="pp-mail-option-kind">{item.kind === 'user' ? t('form.user') : t('form.contact')}{item.orgName ? ` · ${item.orgName}` : ''}</span>
        </span>
      ),
    }];
  });
  const chosenOptions = value.map((p) => ({ value: recipientKey(p, internal), label: p.name ? `${p.name} <${p.address}>` : p.address }));
  const keys = new Set(options.map((o) => o.value));
  return (
    <Select
      id={id}
      data-testid={id}
      mode="multiple"
      showSearch
      allowClear
      allowCreate={!internal}
      filterOption={false}
      loading={loading}
      status={error ? 'error' : undefined}
      placeholder={t('form.recipientsPlaceholder')}
      notFoundContent={null}
      options={[...options, ...chosenOptions.filter((o) => !keys.has(o.value))]}
      value={value.map((p) => recipientKey(p, internal))}
      onSearch={search}
      onChange={(next: string[]) => {
        setFound([]);
        onChange(next.map((key) => known.current.get(key) ?? { name: '', address: key.trim() }));
      }}
    />
  );
}
