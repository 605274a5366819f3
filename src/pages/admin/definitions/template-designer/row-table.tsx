import { useState, type DragEvent } from 'react';
import { Button, Space, Table, Tooltip, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import '@arco-design/web-react/es/Tooltip/style/css.js';
import { IconArrowDown, IconArrowUp, IconDelete, IconDragDotVertical } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import type { ProblemPlace } from './template-edit.ts';

type Row = Record<string, unknown>;

export interface RowProblem { place: ProblemPlace; message: string }

interface RowTableProps {
  /** Test id part of the list: `col`, `cond`, `btn`. */
  id: string;
  rows: Row[];
  /** The columns between the order handle and the delete button. */
  columns: TableColumnProps<Row>[];
  /** Problems of this list (the rows' and the list's own). */
  problems: readonly RowProblem[];
  onMove(from: number, to: number): void;
  onRemove(index: number): void;
  /** The list keeps at least this many rows (the columns: one). */
  minRows?: number;
  scrollX: number;
}

/**
 * Rows of one of the template's lists (columns, conditions, buttons): dragged by their handle (the browser's own
 * drag and drop, as the home layout's entries) or moved a step with the arrows, deleted, and marked when a problem
 * points at them; the problems are listed under the table.
 */
export function RowTable({ id, rows, columns, problems, onMove, onRemove, minRows = 0, scrollX }: RowTableProps) {
  const { t } = useTranslation('admin');
  const k = (key: string, params?: Record<string, unknown>) => t(`templateDesigner.${key}`, params);
  // The row under the pressed handle is the one the browser may drag (inputs of other rows keep their text selection).
  const [grabbed, setGrabbed] = useState<number | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const cell = (name: string, row: number) => `tmpl-${id}-${name}-${row}`;
  const rowProblems = problems.filter((p) => p.place.row !== undefined);
  const listProblems = problems.filter((p) => p.place.row === undefined);
  const invalid = (row: number) => rowProblems.some((p) => p.place.row === row);

  const drop = (to: number) => (event: DragEvent) => {
    event.preventDefault();
    const from = dragged ?? Number(event.dataTransfer.getData('text/plain'));
    setDragged(null); setOver(null); setGrabbed(null);
    if (Number.isInteger(from) && from !== to) onMove(from, to);
  };

  const all: TableColumnProps<Row>[] = [
    {
      title: k('order'), width: 96, fixed: 'left',
      render: (_, __, row) => (
        <Space size={2}>
          <Tooltip content={k('drag')}>
            <span
              className="tmpl-designer__handle" role="button" tabIndex={-1} aria-label={k('drag')} data-testid={cell('drag', row)}
              onMouseDown={() => setGrabbed(row)} onMouseUp={() => setGrabbed(null)}
            >
              <IconDragDotVertical />
            </span>
          </Tooltip>
          <Button size="mini" type="text" icon={<IconArrowUp />} disabled={row === 0} aria-label={k('moveUp')} data-testid={cell('up', row)}
            onClick={() => onMove(row, row - 1)} />
          <Button size="mini" type="text" icon={<IconArrowDown />} disabled={row === rows.length - 1} aria-label={k('moveDown')} data-testid={cell('down', row)}
            onClick={() => onMove(row, row + 1)} />
        </Space>
      ),
    },
    ...columns,
    {
      title: k('actions'), width: 60, fixed: 'right',
      render: (_, __, row) => (
        <Tooltip content={k('remove')}>
          <Button size="mini" type="text" status="danger" icon={<IconDelete />} aria-label={k('remove')} disabled={rows.length <= minRows}
            onClick={() => onRemove(row)} data-testid={cell('remove', row)} />
        </Tooltip>
      ),
    },
  ];

  return (
    <div className="tmpl-designer__table" data-testid={`tmpl-${id}s`}>
      <Table<Row>
        size="small" border={{ wrapper: true, cell: false }} pagination={false} scroll={{ x: scrollX }}
        rowKey={(row) => String(rows.indexOf(row))} data={rows} columns={all} noDataElement={<span>{k('noRows')}</span>}
        rowClassName={(_, row) => ['tmpl-designer__row', invalid(row) ? 'is-invalid' : '', dragged === row ? 'is-dragged' : '', over === row && dragged !== row ? 'is-over' : ''].filter(Boolean).join(' ')}
        onRow={(_, row) => ({
          draggable: grabbed === row || dragged === row,
          'data-testid': cell('row', row),
          onDragStart: (event: DragEvent) => {
            setDragged(row);
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', String(row));
          },
          onDragOver: (event: DragEvent) => { event.preventDefault(); if (over !== row) setOver(row); },
          onDrop: drop(row),
          onDragEnd: () => { setDragged(null); setOver(null); setGrabbed(null); },
        })}
      />
      {problems.length > 0 && (
        <ul className="tmpl-designer__problems" data-testid={`tmpl-${id}-problems`}>
          {listProblems.map((p, i) => <li key={`l${i}`}>{k('listProblem', { message: p.message })}</li>)}
          {rowProblems.map((p, i) => (
            <li key={`r${i}`}>{k('rowProblem', { row: p.place.row! + 1, property: p.place.property ?? '', message: p.message })}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
