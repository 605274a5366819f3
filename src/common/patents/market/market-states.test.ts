import { describe, expect, it } from 'vitest';
import {
  kindFitsMode, moveTo, movesFrom, NEED_MOVES, ORDER_MOVES, RESULT_MOVES, type NeedStatus, type OrderStatus, type ResultStatus,
} from './market-states.ts';

/** Every state × every move of the three machines of docs/results-marketplace.md: allowed ones lead where the table says, others are refused. */
describe('results marketplace state machines', () => {
  it('results: draft → reviewing → published → withdrawn, traded final', () => {
    const allowed: Record<ResultStatus, Partial<Record<keyof typeof RESULT_MOVES, ResultStatus>>> = {
      draft: { submit: 'reviewing', publish: 'published' },
      reviewing: { reject: 'draft', publish: 'published' },
      published: { withdraw: 'withdrawn', trade: 'traded' },
      withdrawn: { submit: 'reviewing', publish: 'published' },
      traded: {},
    };
    for (const [from, moves] of Object.entries(allowed) as [ResultStatus, Record<string, ResultStatus>][]) {
      for (const action of Object.keys(RESULT_MOVES) as (keyof typeof RESULT_MOVES)[]) {
        expect(moveTo(RESULT_MOVES, action, from), `${action} from ${from}`).toBe(moves[action] ?? null);
      }
    }
    expect(movesFrom(RESULT_MOVES, 'traded')).toEqual([]);
  });

  it('needs: matched by saveNeedPatents, closed, cancelled and reopened', () => {
    const allowed: Record<NeedStatus, Partial<Record<keyof typeof NEED_MOVES, NeedStatus>>> = {
      open: { match: 'matched', cancel: 'cancelled' },
      matched: { match: 'matched', unmatch: 'open', close: 'closed', cancel: 'cancelled' },
      closed: {},
      cancelled: { reopen: 'open' },
    };
    for (const [from, moves] of Object.entries(allowed) as [NeedStatus, Record<string, NeedStatus>][]) {
      for (const action of Object.keys(NEED_MOVES) as (keyof typeof NEED_MOVES)[]) {
        expect(moveTo(NEED_MOVES, action, from), `${action} from ${from}`).toBe(moves[action] ?? null);
      }
    }
  });

  it('orders: placed → signed → paid → completed; cancelled only before payment', () => {
    const allowed: Record<OrderStatus, Partial<Record<keyof typeof ORDER_MOVES, OrderStatus>>> = {
      placed: { sign: 'signed', cancel: 'cancelled' },
      signed: { pay: 'paid', cancel: 'cancelled' },
      paid: { complete: 'completed' },
      completed: {},
      cancelled: {},
    };
    for (const [from, moves] of Object.entries(allowed) as [OrderStatus, Record<string, OrderStatus>][]) {
      for (const action of Object.keys(ORDER_MOVES) as (keyof typeof ORDER_MOVES)[]) {
        expect(moveTo(ORDER_MOVES, action, from), `${action} from ${from}`).toBe(moves[action] ?? null);
      }
    }
  });

  it('an order fits how its result is offered', () => {
    expect(kindFitsMode('transfer', 'transfer')).toBe(true);
    expect(kindFitsMode('licence', 'transfer')).toBe(false);
    expect(kindFitsMode('licence', 'both')).toBe(true);
    expect(kindFitsMode('transfer', 'licence')).toBe(false);
    expect(kindFitsMode('pledge', 'both')).toBe(false);
  });
});
