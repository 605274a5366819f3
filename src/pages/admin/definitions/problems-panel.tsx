import { Alert, List } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/List/style/css.js';
import { useTranslation } from 'react-i18next';
import type { DefinitionProblem } from '../../../common/api/definitions.ts';

interface ProblemsPanelProps {
  syntaxError: string | null;
  problems: DefinitionProblem[];
  onReveal(pointer: string): void;
}

/** What is wrong with the text: a JSON syntax error, or problems located by JSON pointer (click to jump there). */
export function ProblemsPanel({ syntaxError, problems, onReveal }: ProblemsPanelProps) {
  const { t } = useTranslation('admin');
  if (syntaxError) return <Alert type="error" content={t('jsonSyntax', { message: syntaxError })} data-testid="definition-syntax-error" />;
  if (!problems.length) return <Alert type="success" content={t('noProblems')} data-testid="definition-no-problems" />;
  return (
    <List
      size="small"
      className="definition-problems"
      data-testid="definition-problems"
      dataSource={problems}
      render={(problem: DefinitionProblem, index: number) => (
        <List.Item key={`${problem.pointer}-${index}`} onClick={() => onReveal(problem.pointer)} className="definition-problems__item">
          <code>{problem.pointer || '/'}</code> {problem.message}
        </List.Item>
      )}
    />
  );
}
