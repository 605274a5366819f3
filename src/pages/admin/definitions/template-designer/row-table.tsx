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
}

/**
 * Rows of one of the template's lists (columns, conditions, buttons): dragged by their handle (the browser's own
 * drag and drop, as the home layout's entries) or moved a step with the arrows, deleted, and marked when a problem
 * points at them; the problems are listed under the table.
 */
export function RowTable({ id, rows, columns, problems, onMove, onRemove, minRows = 0 }: RowTableProps) {
  const { t } = useTranslation('admin');
  const k = (key: string, params?: Record<string, unknown>) => t(`templateDesigner.${key}`, params);
  // Only the handle is draggable (the row's inputs keep their text selection); rows take the drop.
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const cell = (name: string, row: number) => `tmpl-${id}-${name}-${row}`;
  const rowProblems = problems.filter((p) => p.place.row !== undefined);
  const listProblems = problems.filter((p) => p.place.row === undefined);
  const invalid = (row: number) => rowProblems.some((p) => p.place.row === row);

  const drop = (to: number) => (event: DragEvent) => {
    event.preventDefault();
    const given = event.dataTransfer.getData('text/plain');
    const from = given !== '' ? Number(given) : dragged;
    setDragged(null); setOver(null);
    if (from !== null && Number.isInteger(from) && from !== to) onMove(from, to);
  };

  const all: TableColumnProps<Row>[] = [
    {
      title: k('order'), width: 96, fixed: 'left',
      render: (_, __, row) => (
        <Space size={2}>
          <span
            className="tmpl-designer__handle" role="button" tabIndex={-1} title={k('drag')} aria-label={k('drag')} data-testid={cell('drag', row)} draggable
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', String(row));
              // The whole row follows the pointer, not only the handle.
              const tr = event.currentTarget.closest('tr');
              if (tr) event.dataTransfer.setDragImage?.(tr, 12, 12);
              // Marked after the browser has begun the drag: changing the page during dragstart may cancel it.
              setTimeout(() => setDragged(row), 0);
            }}
            onDragEnd={() => { setDragged(null); setOver(null); }}
          >
            <IconDragDotVertical />
          </span>
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
        size="small" border={{ wrapper: true, cell: false }} pagination={false} scroll={{ x: all.reduce((sum, c) => sum + Number(c.width ?? 0), 0) }}
        rowKey={(row) => String(rows.indexOf(row))} data={rows} columns={all} noDataElement={<span>{k('noRows')}</span>}
        rowClassName={(_, row) => ['tmpl-designer__row', invalid(row) ? 'is-invalid' : '', dragged === row ? 'is-dragged' : '', over === row && dragged !== row ? 'is-over' : ''].filter(Boolean).join(' ')}
        onRow={(_, row) => ({
          'data-testid': cell('row', row),
          onDragOver: (event: DragEvent) => { event.preventDefault(); if (over !== row) setOver(row); },
          onDrop: drop(row),
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
