import { Button, Message, Upload } from '@arco-design/web-react';
import { IconDownload, IconPlus, IconUpload } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import type { FormServices } from '../form-services.ts';
import type { Row } from './row-model.ts';

interface Props {
  alias: string;
  rows: Row[];
  editable: boolean;
  services: FormServices | undefined;
  onAdd: () => void;
  onImported: (rows: Row[]) => void;
}

/** Add a row, import rows from Excel and export the rows, the last two through the engine's services. */
export function SubTableToolbar({ alias, rows, editable, services, onAdd, onImported }: Props) {
  const { t } = useTranslation('engine');
  const failed = (error: unknown) => Message.error(t('form.widget.subFailed', { message: (error as Error).message }));
  const importFile = async (file: File) => {
    try {
      const imported = await services!.importSub(alias, file);
      onImported(imported);
      Message.success(t('form.widget.subImported', { count: imported.length }));
    } catch (error) {
      failed(error);
    }
  };
  const exportRows = async () => {
    try {
      await services!.exportSub(alias, rows);
      Message.success(t('form.widget.subExported'));
    } catch (error) {
      failed(error);
    }
  };
  return (
    <div className="pp-subtable-toolbar">
      {editable && <Button size="small" type="primary" icon={<IconPlus />} onClick={onAdd} data-testid="subtable-add">{t('form.widget.subAdd')}</Button>}
      {editable && services && (
        <Upload showUploadList={false} accept=".xlsx,.xls" customRequest={({ file }) => void importFile(file)}>
          <Button size="small" icon={<IconUpload />}>{t('form.widget.subImport')}</Button>
        </Upload>
      )}
      {services && <Button size="small" icon={<IconDownload />} onClick={() => void exportRows()}>{t('form.widget.subExport')}</Button>}
    </div>
  );
}
