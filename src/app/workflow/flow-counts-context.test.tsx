import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { FlowCountsProvider, FlowCountsValue, useFlowCountsValue } from './flow-counts-context.tsx';
import { FakeEventSource } from './flow-services.fixture.tsx';

const counts = { todo: 7, leaderTodo: 0, delegate: 0, todoRead: 1, doneRead: 0, myRead: 0, draft: 0 };

function Todo() {
  return <span data-testid="todo">{String(useFlowCountsValue()?.todo ?? 'none')}</span>;
}

describe('flow counts context', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a provider inside a page that already streams the counters opens no second stream and passes them on', () => {
    FakeEventSource.install();
    render(
      <FlowCountsValue value={counts}>
        <FlowCountsProvider>
          <Todo />
        </FlowCountsProvider>
      </FlowCountsValue>,
    );
    expect(screen.getByTestId('todo').textContent).toBe('7');
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it('no provider: no counters', () => {
    render(<Todo />);
    expect(screen.getByTestId('todo').textContent).toBe('none');
  });
});
